import { describe, expect, it } from 'vitest';
import { submitDeadline } from '../../../src/contract';

/** The last moment a report is taken (decision 0039), read by Submit and by the due-soon reminder. */
describe('submitDeadline', () => {
  it('is the end of the audit date’s second day after, in India', () => {
    expect(submitDeadline('2026-11-28', null)).toBe('2026-11-30T18:29:59.999Z');
  });

  it('is when the fixes are due, if that is later', () => {
    expect(submitDeadline('2026-11-20', '2026-11-29T06:00:00.000Z')).toBe('2026-11-29T06:00:00.000Z');
  });

  it('never shortens the audit date’s days for a send-back due earlier', () => {
    expect(submitDeadline('2026-11-28', '2026-11-29T06:00:00.000Z')).toBe('2026-11-30T18:29:59.999Z');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => submitDeadline('28/11/2026', null)).toThrow(/not a calendar date/);
  });
});
