/**
 * India's clock read with the platform's Intl, not a time-zone library: the report's first load
 * shows the deadline (decision 0064), and @date-fns/tz there took the report past its 200 KB
 * budget (docs/budgets.md). India keeps one offset all year, so a day's start found from its
 * offset at that moment is exact.
 */

/**
 * The business day is India's: every audit is in India, and so is its calendar. Here rather than
 * beside the booking windows that use it, so that reading the clock does not bring their module
 * (and @date-fns/tz) into the chunk of every page that formats a date.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** What a clock on a wall in India shows at an instant; month 1 to 12. */
export interface BusinessWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Building an Intl formatter costs far more than using one (server/domain/calendar.ts): one, made
// on first use so that a page importing this module pays nothing until it reads the clock.
let formatter: Intl.DateTimeFormat | undefined;

export function businessWallClock(instant: Date): BusinessWallClock {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = new Map(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? Number.NaN;
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
  };
}

/**
 * The instant India's calendar day `days` after `date` (YYYY-MM-DD) begins. Throws for what is not
 * a calendar date, so that no deadline is ever computed from one.
 */
export function businessDayStart(date: string, days = 0): Date {
  const [year, month, day] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || new Date(midnightUtc).toISOString().slice(0, 10) !== date)
    throw new Error(`not a calendar date: ${date}`);
  const guess = midnightUtc + days * 86_400_000;
  const clock = businessWallClock(new Date(guess));
  const offset = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - guess;
  return new Date(guess - offset);
}
