/**
 * What the auditor should do now (decision 0043): the dashboard leads with it. The server works it
 * out (the rules live there: deadlines, the terms, the profile), most urgent first; the screen
 * shows each as a link, and counts down to `due_at` where there is one. The answer's schema is
 * in dashboard.ts: the dashboard reads this file's count-down without zod (decision 0051).
 */
export const NEXT_ACTION_KINDS = [
  'fix_report',
  'finish_report',
  'start_report',
  'accept_terms',
  'finish_profile',
] as const;
export type NextActionKind = (typeof NEXT_ACTION_KINDS)[number];

/** "5 hours left", "40 minutes left": how long until `dueAt`, for the dashboard's count-down. */
export function timeLeft(dueAt: string, now: Date): string {
  const minutes = Math.floor((Date.parse(dueAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return 'time is up';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} left`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} left`;
  return `${Math.floor(hours / 24)} days left`;
}
