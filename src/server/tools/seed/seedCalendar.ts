import type { TZDate } from '@date-fns/tz';
import {
  addDays,
  differenceInCalendarDays,
  format,
  isValid,
  setHours,
  setMinutes,
  startOfDay,
  subDays,
  subYears,
} from 'date-fns';
import { businessMoment } from '../../../contract';

/**
 * Every date of the demonstration world is an offset in days from `today`, so a world seeded on
 * any day looks current: active cycles are running, the assigned audit is in two days, and so on.
 * Times of day are India's (the business time zone) and stored as ISO-8601 UTC.
 */
export class SeedCalendar {
  private readonly today: TZDate;

  constructor(today: string) {
    const parsed = businessMoment(today);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !isValid(parsed)) {
      throw new Error(`today must be a YYYY-MM-DD date, got "${today}"`);
    }
    this.today = startOfDay(parsed);
  }

  /** The calendar date `days` from today, as YYYY-MM-DD. */
  date(days: number): string {
    return format(addDays(this.today, days), 'yyyy-MM-dd');
  }

  /** A birthday: `years` and `days` before today, as YYYY-MM-DD. */
  birthDate(years: number, days: number): string {
    return format(subDays(subYears(this.today, years), days), 'yyyy-MM-dd');
  }

  /** The instant at local time hour:minute, `days` from today, as ISO-8601 UTC. */
  timestamp(days: number, hour = 10, minute = 0): string {
    // a plain Date's ISO form is UTC's; the zoned date's would carry +05:30
    return new Date(+setMinutes(setHours(addDays(this.today, days), hour), minute)).toISOString();
  }

  /** e.g. "March 2025", for cycle names. */
  monthName(days: number): string {
    return format(addDays(this.today, days), 'LLLL yyyy');
  }

  /** Whole days from today to a YYYY-MM-DD date (negative when in the past). */
  daysUntil(date: string): number {
    return differenceInCalendarDays(businessMoment(date), this.today);
  }
}
