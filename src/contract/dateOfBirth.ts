import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from './accountFields';

/** The business calendar is India's (decision 0002), so "this year" turns at midnight in India. */
const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
const yearFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' });

export function currentBusinessYear(now: Date = new Date()): number {
  return Number(yearFormatter.format(now));
}

/**
 * The years the date-of-birth picker offers (decision 0007), latest first as the picker lists them.
 */
export function birthYearRange(currentYear: number): { latest: number; earliest: number } {
  return {
    latest: currentYear - ACCOUNT_LIMITS.youngestAgeYears,
    earliest: currentYear - ACCOUNT_LIMITS.oldestAgeYears,
  };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12): the picker's day list follows it, February has 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why a date of birth is refused, or undefined when it is a real date in the allowed years. */
export function dateOfBirthProblem(value: string, currentYear: number): string | undefined {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return ACCOUNT_MESSAGES.dateFormat;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return ACCOUNT_MESSAGES.notACalendarDate;
  }
  const { earliest, latest } = birthYearRange(currentYear);
  if (year < earliest || year > latest) return ACCOUNT_MESSAGES.birthYearOutOfRange(earliest, latest);
  return undefined;
}

/** YYYY-MM-DD, checked against the year at the moment of parsing. */
/** longer than any written date: such a text is refused before it is read as one */
const DATE_OF_BIRTH_TEXT_MAX = 32;

export const dateOfBirthSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? ACCOUNT_MESSAGES.required
        : ACCOUNT_MESSAGES.dateFormat,
  })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.required, abort: true })
  .max(DATE_OF_BIRTH_TEXT_MAX, { error: ACCOUNT_MESSAGES.dateFormat, abort: true })
  .superRefine((value, ctx) => {
    const problem = dateOfBirthProblem(value, currentBusinessYear());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
