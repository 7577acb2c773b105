import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, parseISO, startOfDay, subDays } from 'date-fns';
import { type AuditWeekdays, isAuditDay, limitingWeekdays } from './auditWeekdays';
import { BUSINESS_TIME_ZONE } from './businessClock';

/**
 * The dates an auditor may book an audit for (decision 0018), as pure functions of the
 * cycle and the moment, in the business time zone. The calendar offers exactly `offered`, and the
 * server accepts exactly `accepted` (decision 0018), so the page never offers a date the server
 * refuses. Dates are YYYY-MM-DD strings (docs/api.md#lists-money-and-dates), compared as strings.
 * A cycle done on some days of the week only (decision 0066) leaves the others out of both.
 */

export { BUSINESS_TIME_ZONE };
/** spec: "Booking window: 7 days" */
export const BOOKING_WINDOW_DAYS = 7;
/** spec: the reapply rule compares the time of day with this, as a string */
export const REAPPLY_NOON = '12:00:00';

/**
 * A range of calendar dates, both ends included; with `weekdays`, only the dates on those ISO
 * weekdays (decision 0066), and `first` and `last` are such dates.
 */
export interface DateWindow {
  first: string;
  last: string;
  weekdays?: readonly number[];
}

/** The dates an application accepts, and the ones the calendar offers (a subset). */
export interface BookingWindow {
  accepted: DateWindow | null;
  offered: DateWindow | null;
}

export interface CycleDates {
  start_date: string;
  end_date: string;
  /** the ISO weekdays its audits are done on; null or absent: every day (decision 0066) */
  audit_weekdays?: AuditWeekdays;
}

function businessNow(now: Date): TZDate {
  return new TZDate(now, BUSINESS_TIME_ZONE);
}

/** A date or an instant (ISO) read on India's clock: a date alone is its midnight there. */
export const businessMoment = (value: string): TZDate => parseISO(value, { in: tz(BUSINESS_TIME_ZONE) });

const isoDate = (day: TZDate): string => format(day, 'yyyy-MM-dd');
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const shifted = (date: string, days: number) => isoDate(addDays(businessMoment(date), days));

/**
 * `first` to `last` capped at the cycle's dates, its ends moved in to the cycle's audit days (a
 * week that loses its weekend still offers its weekdays); null when no date is left.
 */
function capped(first: string, last: string, cycle: CycleDates): DateWindow | null {
  const weekdays = limitingWeekdays(cycle.audit_weekdays);
  let from = later(first, cycle.start_date);
  let to = earlier(last, cycle.end_date);
  // at most six steps each: a week holds every weekday
  while (from <= to && !isAuditDay(from, weekdays)) from = shifted(from, 1);
  while (from <= to && !isAuditDay(to, weekdays)) to = shifted(to, -1);
  if (from > to) return null;
  return weekdays ? { first: from, last: to, weekdays } : { first: from, last: to };
}

/**
 * First application: from the later of tomorrow and the cycle's start, six days on, capped at the
 * cycle's end, both ends included (a 7-day window). What the calendar offers is what is accepted.
 */
export function applyWindow(cycle: CycleDates, now: Date): BookingWindow {
  const tomorrow = isoDate(addDays(startOfDay(businessNow(now)), 1));
  const first = later(tomorrow, cycle.start_date);
  const last = isoDate(addDays(businessMoment(first), BOOKING_WINDOW_DAYS - 1));
  const window = capped(first, last, cycle);
  return { accepted: window, offered: window };
}

/**
 * Reapply (spec): the check's window starts today when the time of day is after noon (compared as
 * 'HH:mm:ss' strings, so noon itself is not after), otherwise yesterday, and runs 7 days; the
 * calendar's range starts a day later (tomorrow or today by the same rule). Both end on the same
 * day, capped at the cycle's end: the check only forgives a date picked on the calendar a moment
 * before noon and sent after it.
 */
export function reapplyWindow(cycle: CycleDates, now: Date): BookingWindow {
  const moment = businessNow(now);
  const today = startOfDay(moment);
  const checkStart = format(moment, 'HH:mm:ss') > REAPPLY_NOON ? today : subDays(today, 1);
  const last = isoDate(addDays(checkStart, BOOKING_WINDOW_DAYS));
  return {
    accepted: capped(isoDate(checkStart), last, cycle),
    offered: capped(isoDate(addDays(checkStart, 1)), last, cycle),
  };
}

/** Today's date in the business calendar (India), as YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return isoDate(businessNow(now));
}

/** Whether the window holds `date`: between its ends, and on one of its weekdays if it has them. */
export function isInWindow(date: string, window: DateWindow | null): boolean {
  return window !== null && date >= window.first && date <= window.last && isAuditDay(date, window.weekdays);
}
