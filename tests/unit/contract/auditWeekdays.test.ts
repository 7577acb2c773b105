import { describe, expect, it } from 'vitest';
import {
  auditDaysLine,
  auditDaysText,
  closedJsWeekdays,
  isAuditDay,
  isoWeekdayOf,
} from '../../../src/contract/auditWeekdays';
import { applyWindow, isInWindow, reapplyWindow } from '../../../src/contract/bookingWindows';

/**
 * Decision 0066: a cycle done on some days of the week only. The one booking-window rule leaves
 * the other days out of what the calendar offers and what the server accepts. 2026-12-04 is a
 * Friday, 2026-12-05 and 06 a weekend.
 */

const ist = (wall: string) => new Date(`${wall}+05:30`);
const WEEKDAYS = [1, 2, 3, 4, 5];
const cycle = (start_date: string, end_date: string, audit_weekdays: number[] | null = WEEKDAYS) => ({
  start_date,
  end_date,
  audit_weekdays,
});

describe('a cycle done on Monday to Friday', () => {
  it('reads the weekday of a date the same in every zone', () => {
    expect(['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map(isoWeekdayOf)).toEqual([5, 6, 7, 1]);
  });

  it('offers and accepts the weekdays of a week that loses its weekend, and neither weekend day', () => {
    const window = applyWindow(cycle('2026-11-01', '2026-12-31'), ist('2026-12-04T10:00:00'));
    const expected = { first: '2026-12-07', last: '2026-12-11', weekdays: WEEKDAYS };
    expect(window).toEqual({ accepted: expected, offered: expected });
    for (const date of ['2026-12-07', '2026-12-09', '2026-12-11'])
      expect(isInWindow(date, window.accepted), date).toBe(true);
    for (const date of ['2026-12-05', '2026-12-06', '2026-12-12'])
      expect(isInWindow(date, window.offered), date).toBe(false);
  });

  it('leaves out a weekend in the middle of the window', () => {
    const { accepted } = applyWindow(cycle('2026-11-01', '2026-12-31'), ist('2026-12-01T10:00:00'));
    expect(accepted).toEqual({ first: '2026-12-02', last: '2026-12-08', weekdays: WEEKDAYS });
    expect(
      ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map((d) => isInWindow(d, accepted)),
    ).toEqual([true, false, false, true]);
  });

  it('has no window when only weekend days are left', () => {
    expect(applyWindow(cycle('2026-11-01', '2026-12-06'), ist('2026-12-04T10:00:00'))).toEqual({
      accepted: null,
      offered: null,
    });
  });

  it('leaves the weekend out of the reapply window too', () => {
    const { accepted, offered } = reapplyWindow(
      cycle('2026-11-01', '2026-12-31'),
      ist('2026-12-05T15:00:00'),
    );
    expect(accepted).toEqual({ first: '2026-12-07', last: '2026-12-11', weekdays: WEEKDAYS });
    expect(offered).toEqual({ first: '2026-12-07', last: '2026-12-11', weekdays: WEEKDAYS });
    expect(isInWindow('2026-12-12', accepted)).toBe(false);
  });

  it('changes nothing for a cycle of every day, listed or not', () => {
    const now = ist('2026-12-04T10:00:00');
    const open = { first: '2026-12-05', last: '2026-12-11' };
    expect(applyWindow(cycle('2026-11-01', '2026-12-31', null), now).accepted).toEqual(open);
    expect(applyWindow(cycle('2026-11-01', '2026-12-31', [1, 2, 3, 4, 5, 6, 7]), now).accepted).toEqual(open);
    expect(isAuditDay('2026-12-05', null)).toBe(true);
  });
});

describe('the days in words', () => {
  it.each([
    [[1, 2, 3, 4, 5], 'Monday to Friday'],
    [[5, 3, 1], 'Monday, Wednesday and Friday'],
    [[6, 7], 'Saturday and Sunday'],
    [[1, 2, 3, 5], 'Monday to Wednesday and Friday'],
    [[2], 'Tuesday'],
  ])('%j reads "%s"', (days, words) => {
    expect(auditDaysText(days)).toBe(words);
  });

  it('says nothing of a cycle of every day', () => {
    expect(auditDaysText(null)).toBeNull();
    expect(auditDaysText([1, 2, 3, 4, 5, 6, 7])).toBeNull();
    expect(auditDaysText([])).toBeNull();
  });
});

describe('what the calendar and the page show', () => {
  it('disables the weekend days by their JavaScript numbers, and says which days are open', () => {
    expect(closedJsWeekdays([1, 2, 3, 4, 5])).toEqual([6, 0]);
    expect(closedJsWeekdays(null)).toEqual([]);
    expect(auditDaysLine([1, 2, 3, 4, 5])).toBe('Audits on Monday to Friday');
    expect(auditDaysLine(null)).toBeNull();
  });
});
