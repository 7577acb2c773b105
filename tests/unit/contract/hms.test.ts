// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hmsSchema, hmsToSeconds, secondsToHms } from '../../../src/contract';

describe('report_submission_time as h:m:s', () => {
  it('formats seconds as zero-padded HH:MM:SS, hours past 99 included', () => {
    expect(secondsToHms(0)).toBe('00:00:00');
    expect(secondsToHms(59)).toBe('00:00:59');
    expect(secondsToHms(3661)).toBe('01:01:01');
    expect(secondsToHms(100 * 3600)).toBe('100:00:00');
    expect(secondsToHms(-5)).toBe('00:00:00');
    expect(secondsToHms(Number.NaN)).toBe('00:00:00');
  });

  it('reads the server value back as seconds, and nonsense as 0', () => {
    expect(hmsToSeconds('01:01:01')).toBe(3661);
    expect(hmsToSeconds('1:2:3')).toBe(3723);
    expect(hmsToSeconds(secondsToHms(4321))).toBe(4321);
    expect(hmsToSeconds(null)).toBe(0);
    expect(hmsToSeconds('soon')).toBe(0);
  });

  it('formats what the server accepts', () => {
    for (const seconds of [0, 59, 3661, 99 * 3600 + 3599])
      expect(hmsSchema.safeParse(secondsToHms(seconds)).success).toBe(true);
  });
});
