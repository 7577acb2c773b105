import { format, isValid, parseISO } from 'date-fns';
import { businessMoment } from './bookingWindows';

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
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return `${format(date, 'd')}${ordinalSuffix(date.getDate())} ${format(date, 'LLL yyyy')}`;
}

/**
 * A moment (ISO) as the business's clock reads it, for words written on the server where the
 * reader's time zone is unknown: "30th Nov 2026, 15:04 India time".
 */
export function formatBusinessMoment(value: string): string {
  const moment = businessMoment(value);
  if (!isValid(moment)) return value;
  return `${format(moment, 'd')}${ordinalSuffix(moment.getDate())} ${format(moment, 'LLL yyyy, HH:mm')} India time`;
}
