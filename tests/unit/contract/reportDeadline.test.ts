import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDeadline, submitDeadline } from '../../../src/contract';

/**
 * A report's one deadline (decisions 0039, 0064): the moment Submit, the due-soon reminder and the
 * dashboard keep to, and the words every place says it in.
 */
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
    expect(() => submitDeadline('2026-02-30', null)).toThrow(/not a calendar date/);
  });
});

describe('formatDeadline', () => {
  it('says the later of the two moments, with its zone', () => {
    // sent back on the audit date, 6 Dec 10:22 in India: the 48 hours end before the date's window
    expect(formatDeadline(submitDeadline('2026-12-06', '2026-12-08T04:52:00.000Z'))).toBe(
      '8th Dec 2026, 23:59 India time',
    );
    // sent back days later: the 48 hours are the deadline
    expect(formatDeadline(submitDeadline('2026-12-01', '2026-12-08T04:52:00.000Z'))).toBe(
      '8th Dec 2026, 10:22 India time',
    );
  });

  describe('on a device in New York', () => {
    const deviceZone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = 'America/New_York';
    });
    afterEach(() => {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    });

    it('says India’s day and time, not the device’s', () => {
      const deadline = submitDeadline('2026-12-06', null);
      // the device's own clock reads this moment as 13:29 the day before (the zone took effect)
      expect(new Date(deadline).getHours()).toBe(13);
      expect(formatDeadline(deadline)).toBe('8th Dec 2026, 23:59 India time');
    });

    it('keeps India’s date across midnight in New York', () => {
      // 01:30 on 9 Dec in India is still 8 Dec, 15:00 in New York
      expect(formatDeadline('2026-12-08T20:00:00.000Z')).toBe('9th Dec 2026, 01:30 India time');
    });

    it('says an India time that New York’s clock skips in its spring-forward hour', () => {
      // 02:30 on 14 Mar 2027 in India; New York goes from 02:00 to 03:00 that morning
      expect(formatDeadline('2027-03-13T21:00:00.000Z')).toBe('14th Mar 2027, 02:30 India time');
    });

    it('ends the audit date’s window at India’s midnight, not New York’s', () => {
      expect(submitDeadline('2026-12-06', null)).toBe('2026-12-08T18:29:59.999Z');
    });
  });
});
