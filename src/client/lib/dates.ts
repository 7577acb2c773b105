import { format, isValid, parseISO } from 'date-fns';
import { ordinalSuffix } from '../../contract/calendarDates';

export { formatCalendarDate, ordinalSuffix } from '../../contract/calendarDates';

/** A moment (ISO) in the device's time zone as "20 Nov, 09:15"; null for an unreadable one. */
export function formatMoment(value: string | null): string | null {
  if (!value) return null;
  const moment = parseISO(value);
  return isValid(moment) ? format(moment, 'd LLL, HH:mm') : null;
}

/**
 * A moment (ISO) in the device's time zone, its day in the same 'Do MMM YYYY' format as calendar
 * dates, then the time: "21st Nov 2026, 09:15"; the day alone with `time: false`. The back office
 * shows every date so (it mixed ISO days, 'en-IN' locale strings and this one). An unreadable
 * value is shown as it came.
 */
export function formatDateTime(value: string, { time = true }: { time?: boolean } = {}): string {
  const moment = parseISO(value);
  if (!isValid(moment)) return value;
  const day = `${format(moment, 'd')}${ordinalSuffix(moment.getDate())} ${format(moment, 'LLL yyyy')}`;
  return time ? `${day}, ${format(moment, 'HH:mm')}` : day;
}
