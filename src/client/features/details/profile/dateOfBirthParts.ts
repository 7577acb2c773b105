import { birthYearRange, daysInMonth } from '../../../../contract';

/** The three selects of the date-of-birth picker; undefined is "not chosen". */
export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

/** Years from current − 15 down to current − 80 (decision 0007), latest first. */
export function birthYears(currentYear: number): number[] {
  const { latest, earliest } = birthYearRange(currentYear);
  return Array.from({ length: latest - earliest + 1 }, (_, index) => latest - index);
}

/**
 * The day list follows the month: 31, 30, or February's 28 / 29 in a leap year. Before a year is
 * chosen February offers 29, since the year may turn out to be a leap year.
 */
export function dayCount(year: number | undefined, month: number | undefined): number {
  if (month === undefined) return 31;
  return daysInMonth(year ?? 2000, month);
}

/** 'YYYY-MM-DD' once all three are chosen and form a real date, otherwise undefined. */
export function composeDate({ year, month, day }: DateParts): string | undefined {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The saved date as the three selects; a malformed or impossible date counts as none
 * (decision 0007).
 */
export function parseDate(value: string | null | undefined, years: readonly number[]): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return {};
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (parts.month < 1 || parts.month > 12 || composeDate(parts) === undefined) return {};
  // a year the picker does not offer would show as blank while the form still held it
  return years.includes(parts.year) ? parts : {};
}

/** A change of year or month drops a day the new month does not have (31 → April, 29 Feb → 2023). */
export function withChange(parts: DateParts, change: DateParts): DateParts {
  const next = { ...parts, ...change };
  if (next.day !== undefined && next.day > dayCount(next.year, next.month)) next.day = undefined;
  return next;
}
