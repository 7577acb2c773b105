import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '../../domain/calendar';

/**
 * Every date of the demonstration world is an offset in days from `today`, so a world seeded on
 * any day looks current: active cycles are running, the assigned audit is in two days, and so on.
 * Times of day are India's (the business time zone) and stored as ISO-8601 UTC.
 */
export class SeedCalendar {
  private readonly today: DateTime<true>;

  constructor(today: string) {
    const parsed = DateTime.fromISO(today, { zone: BUSINESS_TIME_ZONE });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !parsed.isValid) {
      throw new Error(`today must be a YYYY-MM-DD date, got "${today}"`);
    }
    this.today = parsed.startOf('day');
  }

  /** The calendar date `days` from today, as YYYY-MM-DD. */
  date(days: number): string {
    return this.today.plus({ days }).toISODate();
  }

  /** A birthday: `years` and `days` before today, as YYYY-MM-DD. */
  birthDate(years: number, days: number): string {
    return this.today.minus({ years, days }).toISODate();
  }

  /** The instant at local time hour:minute, `days` from today, as ISO-8601 UTC. */
  timestamp(days: number, hour = 10, minute = 0): string {
    return this.today.plus({ days }).set({ hour, minute }).toUTC().toISO();
  }

  /** e.g. "March 2025", for cycle names. */
  monthName(days: number): string {
    return this.today.plus({ days }).toFormat('LLLL yyyy');
  }

  /** Whole days from today to a YYYY-MM-DD date (negative when in the past). */
  daysUntil(date: string): number {
    const target = DateTime.fromISO(date, { zone: BUSINESS_TIME_ZONE });
    return Math.round(target.diff(this.today, 'days').days);
  }
}
