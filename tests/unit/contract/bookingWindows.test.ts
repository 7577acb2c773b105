import { describe, expect, it } from 'vitest';
import { applyWindow, businessToday, isInWindow, reapplyWindow } from '../../../src/contract/bookingWindows';

/**
 * Decision 0018: the booking windows at their edges, in India's time (UTC+05:30, no daylight
 * saving).
 */

/** A moment given as India's wall-clock time. */
const ist = (wall: string) => new Date(`${wall}+05:30`);
const cycle = (start_date: string, end_date: string) => ({ start_date, end_date });
const OPEN = cycle('2026-01-01', '2027-12-31');

describe('the first application window', () => {
  it('runs from tomorrow for seven days, both ends included', () => {
    expect(applyWindow(OPEN, ist('2026-11-24T09:00:00'))).toEqual({
      accepted: { first: '2026-11-25', last: '2026-12-01' },
      offered: { first: '2026-11-25', last: '2026-12-01' },
    });
  });

  it("takes India's date, not UTC's: 01:00 in India is still the day before in UTC", () => {
    expect(applyWindow(OPEN, ist('2026-11-24T01:00:00')).accepted?.first).toBe('2026-11-25');
    expect(applyWindow(OPEN, ist('2026-11-24T23:59:59')).accepted?.first).toBe('2026-11-25');
  });

  it('crosses month and year ends', () => {
    expect(applyWindow(OPEN, ist('2026-12-28T10:00:00')).accepted).toEqual({
      first: '2026-12-29',
      last: '2027-01-04',
    });
    expect(applyWindow(OPEN, ist('2027-02-25T10:00:00')).accepted).toEqual({
      first: '2027-02-26',
      last: '2027-03-04',
    });
  });

  it('starts at the cycle start when the cycle has not started, and stops at its end', () => {
    expect(applyWindow(cycle('2026-12-10', '2026-12-31'), ist('2026-11-24T10:00:00')).accepted).toEqual({
      first: '2026-12-10',
      last: '2026-12-16',
    });
    expect(applyWindow(cycle('2026-11-01', '2026-11-27'), ist('2026-11-24T10:00:00')).accepted).toEqual({
      first: '2026-11-25',
      last: '2026-11-27',
    });
  });

  it('is empty once the cycle ends today or earlier', () => {
    expect(applyWindow(cycle('2026-11-01', '2026-11-24'), ist('2026-11-24T10:00:00'))).toEqual({
      accepted: null,
      offered: null,
    });
  });
});

describe('the reapply window', () => {
  it('before noon: the check starts yesterday, the calendar today, both end seven days after yesterday', () => {
    expect(reapplyWindow(OPEN, ist('2026-11-24T11:59:59'))).toEqual({
      accepted: { first: '2026-11-23', last: '2026-11-30' },
      offered: { first: '2026-11-24', last: '2026-11-30' },
    });
  });

  it('noon exactly is not after noon', () => {
    expect(reapplyWindow(OPEN, ist('2026-11-24T12:00:00')).accepted?.first).toBe('2026-11-23');
  });

  it('after noon: the check starts today, the calendar tomorrow', () => {
    expect(reapplyWindow(OPEN, ist('2026-11-24T12:00:01'))).toEqual({
      accepted: { first: '2026-11-24', last: '2026-12-01' },
      offered: { first: '2026-11-25', last: '2026-12-01' },
    });
  });

  it('crosses the year end and is capped by the cycle', () => {
    expect(reapplyWindow(OPEN, ist('2026-12-31T15:00:00')).offered).toEqual({
      first: '2027-01-01',
      last: '2027-01-07',
    });
    expect(reapplyWindow(cycle('2026-11-01', '2026-11-26'), ist('2026-11-24T15:00:00'))).toEqual({
      accepted: { first: '2026-11-24', last: '2026-11-26' },
      offered: { first: '2026-11-25', last: '2026-11-26' },
    });
  });

  it('every offered date is accepted', () => {
    for (const wall of [
      '2026-11-24T00:00:00',
      '2026-11-24T12:00:00',
      '2026-11-24T12:00:01',
      '2026-11-24T23:59:59',
    ]) {
      const { accepted, offered } = reapplyWindow(OPEN, ist(wall));
      expect(offered && isInWindow(offered.first, accepted) && isInWindow(offered.last, accepted)).toBe(true);
    }
  });
});

describe('a date in a window', () => {
  it('includes both ends and nothing outside; an empty window holds nothing', () => {
    const window = { first: '2026-11-25', last: '2026-12-01' };
    expect(
      ['2026-11-24', '2026-11-25', '2026-12-01', '2026-12-02'].map((d) => isInWindow(d, window)),
    ).toEqual([false, true, true, false]);
    expect(isInWindow('2026-11-25', null)).toBe(false);
  });
});

describe('the business day', () => {
  it("is India's date: 01:00 in India is still yesterday in UTC", () => {
    expect(businessToday(ist('2026-11-24T01:00:00'))).toBe('2026-11-24');
    expect(businessToday(ist('2026-11-24T23:59:59'))).toBe('2026-11-24');
  });
});
