import { BUSINESS_TIME_ZONE } from '../../contract';

/**
 * Calendar dates are YYYY-MM-DD strings (docs/api.md#lists-money-and-dates). The business day is
 * India's: an audit date belongs to the auditor's local calendar, and every seeded and served audit
 * is in India. The zone lives in the contract, beside the booking windows that use it on both
 * sides.
 */
export { BUSINESS_TIME_ZONE };

// Building an Intl formatter costs far more than using one, so each time zone gets one.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function calendarDate(now: Date, timeZone = BUSINESS_TIME_ZONE): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The calendar date `days` after `date` (before, when negative). */
export function shiftCalendarDate(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * A cycle's audit days as stored (migration 0027: a JSON list of ISO weekdays, or null): a value
 * that does not read as one is every day, so a bad row never closes a cycle.
 */
export function storedWeekdays(stored: string | null): number[] | null {
  if (stored === null) return null;
  try {
    const days: unknown = JSON.parse(stored);
    return Array.isArray(days) && days.every((day) => Number.isInteger(day)) ? (days as number[]) : null;
  } catch {
    return null;
  }
}
