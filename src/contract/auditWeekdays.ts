/**
 * The days of the week a cycle's audits are done on (decision 0066): ISO weekdays, 1 Monday to 7
 * Sunday, or null for every day. The booking windows (bookingWindows.ts) leave the other days out,
 * and the page says which days they are in these words. Without zod or date-fns: the calendar and
 * the server read the same few lines.
 */

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** A cycle's days: ISO weekdays in any order, or null (or every day listed) for no limit. */
export type AuditWeekdays = readonly number[] | null;

/** ISO weekday of a YYYY-MM-DD date: a calendar date falls on the same weekday in every zone. */
export function isoWeekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The days as a sorted set, or null when they leave no day out (or name none). */
export function limitingWeekdays(weekdays: AuditWeekdays | undefined): number[] | null {
  if (!weekdays) return null;
  const days = [...new Set(weekdays.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7))].sort(
    (a, b) => a - b,
  );
  return days.length === 0 || days.length === 7 ? null : days;
}

export function isAuditDay(date: string, weekdays: AuditWeekdays | undefined): boolean {
  const days = limitingWeekdays(weekdays);
  return days === null || days.includes(isoWeekdayOf(date));
}

/** Consecutive days as runs: [1,2,3,4,5] is one run, [1,3,5] three. */
function runsOf(days: number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

const nameOf = (day: number) => WEEKDAY_NAMES[day - 1] ?? '';

/**
 * The days in words, as the cycle's page and the calendar say them: "Monday to Friday",
 * "Monday, Wednesday and Friday", "Saturday and Sunday"; null for every day.
 */
export function auditDaysText(weekdays: AuditWeekdays | undefined): string | null {
  const days = limitingWeekdays(weekdays);
  if (!days) return null;
  const words = runsOf(days).flatMap(([from, to]) => {
    if (to - from >= 2) return [`${nameOf(from)} to ${nameOf(to)}`];
    return from === to ? [nameOf(from)] : [nameOf(from), nameOf(to)];
  });
  return words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The line the cycle's page and its calendar show: "Audits on Monday to Friday"; null for every day. */
export function auditDaysLine(weekdays: AuditWeekdays | undefined): string | null {
  const days = auditDaysText(weekdays);
  return days ? `Audits on ${days}` : null;
}

/** The days a calendar disables, as JavaScript's getDay() numbers them (0 Sunday .. 6 Saturday). */
export function closedJsWeekdays(weekdays: AuditWeekdays | undefined): number[] {
  const days = limitingWeekdays(weekdays);
  if (!days) return [];
  return [1, 2, 3, 4, 5, 6, 7].filter((day) => !days.includes(day)).map((day) => day % 7);
}
