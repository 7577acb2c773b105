import { REPORT_LIMITS } from './reportTexts';
import { AUDIT_STORE_STATUSES, type AuditStoreStatus } from './statuses';

/**
 * What an audit store's status allows, for the auditor: one table that the page reads to offer
 * an action and the server reads to accept it, so the page never offers what the server refuses
 * (decision 0013). Time windows come on top (`canWithdraw`).
 */
export type AuditStoreAction =
  /** "Agree": ASSIGNED becomes ACKNOWLEDGED */
  | 'acknowledge'
  /** answers, comments, summary, proofs, the timer, and Submit */
  | 'editReport'
  /** withdraw, the concern form and "Performed the Audit?" (a failed audit) */
  | 'withdraw'
  | 'reportConcern'
  | 'markNotPerformed'
  /** the overall rating and the feedback after a submit */
  | 'rate';

const NOTHING: readonly AuditStoreAction[] = [];
const OPEN_ACTIONS: readonly AuditStoreAction[] = ['withdraw', 'reportConcern', 'markNotPerformed'];

export const AUDIT_STORE_ACTIONS: Record<AuditStoreStatus, readonly AuditStoreAction[]> = {
  ASSIGNED: ['acknowledge', ...OPEN_ACTIONS],
  ACKNOWLEDGED: ['editReport', 'rate', ...OPEN_ACTIONS],
  SUBMITTED: ['rate'],
  PM_REVIEW: NOTHING,
  COMPLETED: NOTHING,
  ACCEPTED: NOTHING,
  FAILED: NOTHING,
  REJECTED: NOTHING,
  WITHDRAWN: NOTHING,
  AUDITOR_WITHDRAWN: NOTHING,
};

export function allowsAction(status: AuditStoreStatus, action: AuditStoreAction): boolean {
  return AUDIT_STORE_ACTIONS[status].includes(action);
}

/** Open: the auditor still works on it (the list offers Having trouble?, the modals stay). */
export function isOpenAuditStore(status: AuditStoreStatus): boolean {
  return allowsAction(status, 'reportConcern');
}

/** Audit stores the auditor still has to work on (the dashboard's "Audits Assigned", in SQL). */
export const OPEN_AUDIT_STORE_STATUSES: readonly AuditStoreStatus[] =
  AUDIT_STORE_STATUSES.filter(isOpenAuditStore);

/** The report takes changes only in this status (the server's writes match it in SQL). */
export const REPORT_EDITABLE_STATUS = 'ACKNOWLEDGED' satisfies AuditStoreStatus;

export function isReportEditable(status: AuditStoreStatus): boolean {
  return allowsAction(status, 'editReport');
}

/**
 * Withdraw is allowed until the day before the audit: `dateDiff` is today minus the audit date
 * in days (the API's `get_date_diff`), so -1 means the audit is tomorrow.
 */
export const WITHDRAW_LAST_DATE_DIFF = -1;

export function canWithdraw(store: { status: AuditStoreStatus; dateDiff: number }): boolean {
  return allowsAction(store.status, 'withdraw') && store.dateDiff <= WITHDRAW_LAST_DATE_DIFF;
}

/**
 * Agree, which starts the report, is open from the audit date (`dateDiff` 0) until the last day a
 * report can still be submitted (`REPORT_LIMITS.submitGraceDays` after it). The spec has the
 * report submitted from the audit date on and failed when not submitted within 2 days after it,
 * and Withdraw open until the day before: before the date the auditor may still withdraw, from it
 * on they do the audit. A report agreed days ahead was filled before the visit it reports on.
 * Only Agree is gated: a report agreed while open takes its answers whatever the date (the
 * outbox may deliver them later; docs/rules.md#offline: nothing the auditor entered is lost).
 */
export type AgreeWindow = 'notYet' | 'open' | 'closed';

export function agreeWindow(dateDiff: number): AgreeWindow {
  if (dateDiff < 0) return 'notYet';
  return dateDiff <= REPORT_LIMITS.submitGraceDays ? 'open' : 'closed';
}

export function canAcknowledge(store: { status: AuditStoreStatus; dateDiff: number }): boolean {
  return allowsAction(store.status, 'acknowledge') && agreeWindow(store.dateDiff) === 'open';
}

/** What the "Your Audits" order reads of an audit store (the API's fields). */
export interface ListedAuditStore {
  id: number;
  status: AuditStoreStatus;
  audit_date: string;
  get_date_diff: number;
}

/**
 * The three parts of "Your Audits", in the order an auditor works through them:
 * 0. needs action now: the report is in progress, or the audit is assigned and due today or past
 *    its date (Agree and fill, submit within the grace days, or say it was not performed);
 * 1. upcoming: assigned, the audit date still ahead (read the guidelines, withdraw if need be);
 * 2. ended: handed in, in review, accepted, failed or withdrawn: nothing left to do but look.
 */
export function auditStoreListPart(store: Pick<ListedAuditStore, 'status' | 'get_date_diff'>): 0 | 1 | 2 {
  if (!isOpenAuditStore(store.status)) return 2;
  return isReportEditable(store.status) || store.get_date_diff >= 0 ? 0 : 1;
}

/**
 * The order of "Your Audits" (the server sends the list in it): by part (`auditStoreListPart`);
 * within the first two the earliest audit date first (the report nearest to its deadline, the
 * audit coming soonest), within the ended ones the most recent first; the newer assignment first
 * on the same date.
 */
export function compareForAuditStoreList(a: ListedAuditStore, b: ListedAuditStore): number {
  const part = auditStoreListPart(a);
  const byPart = part - auditStoreListPart(b);
  if (byPart !== 0) return byPart;
  const byDate = a.audit_date < b.audit_date ? -1 : a.audit_date > b.audit_date ? 1 : 0;
  if (byDate !== 0) return part === 2 ? -byDate : byDate;
  return b.id - a.id;
}

/** How often a report was sent back, in words: "sent back once", "twice", "3 times". */
export function sentBackTimes(count: number): string {
  if (count === 1) return 'sent back once';
  if (count === 2) return 'sent back twice';
  return `sent back ${count} times`;
}

/**
 * The note beside the status of a report sent back at least once (`report_revert_count`), or
 * null. The spec's bare "Reverted" beside "QA Review" read as if the review had been undone:
 * while the report is open for its fixes it says it was sent back; once submitted again, that
 * it was resubmitted and how often it went back.
 */
export function sentBackNote(
  status: AuditStoreStatus,
  count: number,
): { text: string; fixing: boolean } | null {
  if (count <= 0) return null;
  const times = sentBackTimes(count);
  if (isReportEditable(status))
    return { text: `${times.charAt(0).toUpperCase()}${times.slice(1)}`, fixing: true };
  return { text: `Resubmitted (${times})`, fixing: false };
}
