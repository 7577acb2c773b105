import { DateTime } from 'luxon';

/** Calendar dates as people read them, on screens and in the notices and mail the server writes. */

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinalSuffix(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/**
 * A calendar date (`YYYY-MM-DD`) in the spec's 'Do MMM YYYY' format, e.g. "21st Nov 2026".
 * An unreadable value is shown as it came.
 */
export function formatCalendarDate(value: string): string {
  const date = DateTime.fromISO(value, { locale: 'en' });
  if (!date.isValid) return value;
  return `${date.day}${ordinalSuffix(date.day)} ${date.toFormat('LLL yyyy')}`;
}
