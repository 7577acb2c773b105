import type { ApplicationStatus } from './statuses';

/**
 * The application's state machine, in one place: each move, who makes it, the statuses it is
 * taken from and the one it leads to. The server's moves and queries, the auditor's and the
 * manager's screens and the notices read it; no other file names an application status in a
 * rule. The statuses and their labels are in statuses.ts; the database's unique index of live
 * applications (migration 0006) is HOLDING_APPLICATION_STATUSES as it was then.
 */
export const APPLICATION_MOVES = {
  /** the auditor applies for a date; again after a cancel or a denial (a new row, decision 0019) */
  apply: { by: 'auditor', from: ['NOT_APPLIED', 'WITHDRAWN', 'REJECTED'], to: 'APPLIED' },
  /** the auditor cancels (spec: only while APPLIED or WAITLISTED) */
  cancel: { by: 'auditor', from: ['APPLIED', 'WAITLISTED'], to: 'WITHDRAWN' },
  /** a manager's decisions (decision 0025) */
  approve: { by: 'manager', from: ['APPLIED', 'WAITLISTED'], to: 'APPROVED' },
  waitlist: { by: 'manager', from: ['APPLIED'], to: 'WAITLISTED' },
  reject: { by: 'manager', from: ['APPLIED', 'WAITLISTED'], to: 'REJECTED' },
  /** another application for the same audit was approved: the ones still APPLIED wait */
  othersApproved: { by: 'server', from: ['APPLIED'], to: 'WAITLISTED' },
} as const satisfies Record<
  string,
  { by: 'auditor' | 'manager' | 'server'; from: readonly ApplicationStatus[]; to: ApplicationStatus }
>;
export type ApplicationMove = keyof typeof APPLICATION_MOVES;

/** Statuses that hold the audit for the auditor: no second application, not an opportunity. */
export const HOLDING_APPLICATION_STATUSES = [
  'APPLIED',
  'WAITLISTED',
  'APPROVED',
] as const satisfies readonly ApplicationStatus[];

/** Statuses waiting for a manager's decision: what the decision page lists. */
export const PENDING_APPLICATION_STATUSES = APPLICATION_MOVES.cancel.from;

/** Whether `status` allows `move`, for a status read from anywhere (a row, an answer). */
export function applicationAllows(move: ApplicationMove, status: string): boolean {
  return (APPLICATION_MOVES[move].from as readonly string[]).includes(status);
}
