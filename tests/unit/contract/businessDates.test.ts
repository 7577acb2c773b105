import { describe, expect, it } from 'vitest';
import { businessMoment, markPaidBodySchema, monthOf } from '../../../src/contract';
import { formatBusinessMoment, formatCalendarDate } from '../../../src/contract/calendarDates';
import { SeedCalendar } from '../../../src/server/tools/seed/seedCalendar';

/**
 * Dates as people read them and as India's calendar counts them: the words the server writes in
 * notices and mail, the month a payment falls in, the date a payment run may name, and the demo
 * world's calendar. A device or server in another time zone reads them all the same.
 */
describe('business dates', () => {
  it('writes a moment as India reads it, whatever the clock of the machine', () => {
    expect(formatBusinessMoment('2026-11-30T09:34:00Z')).toBe('30th Nov 2026, 15:04 India time');
    expect(formatBusinessMoment('2026-12-31T19:00:00.000Z')).toBe('1st Jan 2027, 00:30 India time');
    expect(formatBusinessMoment('not a moment')).toBe('not a moment');
  });

  it('writes a calendar date in the spec format and leaves an unreadable one as it came', () => {
    expect(formatCalendarDate('2026-11-21')).toBe('21st Nov 2026');
    expect(formatCalendarDate('2026-02-12')).toBe('12th Feb 2026');
    expect(formatCalendarDate('soon')).toBe('soon');
  });

  it("puts a late-evening payment in India's next month", () => {
    expect(monthOf('2026-11-30T18:29:59Z')).toBe('2026-11');
    expect(monthOf('2026-11-30T18:30:00Z')).toBe('2026-12');
  });

  it('reads a date alone as its midnight in India', () => {
    expect(new Date(+businessMoment('2026-11-28')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('takes a paid-on date only when the calendar has it', () => {
    expect(markPaidBodySchema.safeParse({ paid_on: '2026-02-28' }).success).toBe(true);
    expect(markPaidBodySchema.safeParse({ paid_on: '2026-02-30' }).success).toBe(false);
    expect(markPaidBodySchema.safeParse({ paid_on: '2026-13-01' }).success).toBe(false);
  });

  it("counts the demo world's days from its today, with India's times of day", () => {
    const calendar = new SeedCalendar('2026-11-28');
    expect(calendar.date(3)).toBe('2026-12-01');
    expect(calendar.date(-28)).toBe('2026-10-31');
    expect(calendar.birthDate(30, 1)).toBe('1996-11-27');
    expect(calendar.timestamp(0)).toBe('2026-11-28T04:30:00.000Z');
    expect(calendar.timestamp(2, 18, 45)).toBe('2026-11-30T13:15:00.000Z');
    expect(calendar.monthName(3)).toBe('December 2026');
    expect(calendar.daysUntil('2026-12-01')).toBe(3);
    expect(calendar.daysUntil('2026-11-01')).toBe(-27);
    expect(() => new SeedCalendar('28/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});
