import { format, isValid, parseISO } from 'date-fns';
import { businessWallClock } from './businessClock';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant (ISO) as the business's clock reads it, with the zone named, wherever it is read: in
 * the words the server writes, where the reader's zone is unknown, and on a device whose zone may
 * not be India's (decision 0064): "30th Nov 2026, 15:04 India time". Built from India's wall
 * clock, never from a Date in the device's zone, which skips the hour a daylight-saving change
 * skips there.
 */
export function formatBusinessMoment(value: string): string {
  const moment = parseISO(value);
  if (!isValid(moment)) return value;
  const clock = businessWallClock(moment);
  const day = `${clock.day}${ordinalSuffix(clock.day)} ${MONTHS[clock.month - 1]} ${clock.year}`;
  return `${day}, ${twoDigits(clock.hour)}:${twoDigits(clock.minute)} India time`;
}

/** The later of calendar dates (YYYY-MM-DD, which sort as text). */
export const laterDate = (first: string, ...rest: string[]): string =>
  rest.reduce((latest, date) => (date.localeCompare(latest) > 0 ? date : latest), first);
