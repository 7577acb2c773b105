import {
  type AuditStoreAction,
  type AuditStoreStatus,
  agreeWindow,
  allowsAction,
  type ConcernKind,
  canWithdraw,
  hmsToSeconds,
  isReportEditable,
  nonFieldError,
  REPORT_EDITABLE_STATUS,
  REPORT_MESSAGES,
  submitDeadline,
  submitProblems,
  targetKey,
} from '../../contract';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import {
  claimReportWhile,
  insertReportConcern,
  ownReportTimers,
  writeReportTimers,
} from '../repositories/auditStores';
import type { VisitSigner } from '../visit/visitSigner';
import { moveAuditStore, statusesAllowing } from './auditStoreMoves';
import type { AuditStoreRow } from './auditStores';
import { dateDiffDays } from './auditStores';
import { calendarDate } from './calendar';
import { requireConcernRoom } from './concerns/concernRoom';
import { notifyConcernRaised } from './concerns/concerns';
import { fieldsRefused, notFound, refused } from './errors';
import { notifyReportWaiting } from './notices/reviewNotices';
import {
  answersByQuestion,
  attachmentFacts,
  loadAnswers,
  loadQuestionnaire,
  loadReportSections,
  toRuleSections,
} from './reportData';
import { sealVisit } from './visitRecord/visitSeal';

/** Report edits are accepted only while the audit is in progress (spec: Audit store status). */
export function requireEditable(row: AuditStoreRow): void {
  if (!isReportEditable(row.status)) throw refused(REPORT_MESSAGES.notEditable);
}

/** The auditor's concern about the report, told to the managers in the same transaction. */
async function recordConcern(
  trx: Db,
  row: AuditStoreRow,
  kind: ConcernKind,
  message: string,
  now = new Date(),
) {
  const id = await insertReportConcern(trx, {
    auditorId: row.auditor_id,
    auditStoreId: row.id,
    kind,
    message,
    at: now.toISOString(),
  });
  await notifyConcernRaised(trx, id, now);
}

/** Agree: ASSIGNED becomes ACKNOWLEDGED, inside the contract's window around the audit date. */
export async function acknowledge(db: Db, row: AuditStoreRow, now = new Date()): Promise<void> {
  if (row.status === REPORT_EDITABLE_STATUS) return; // a replayed Agree changes nothing
  if (!allowsAction(row.status, 'acknowledge')) throw refused(REPORT_MESSAGES.notAcknowledgeable);
  const window = agreeWindow(dateDiffDays(row.audit_date, calendarDate(now)));
  if (window === 'notYet') throw refused(REPORT_MESSAGES.agreeNotYet);
  if (window === 'closed') throw refused(REPORT_MESSAGES.agreeClosed);
  const at = now.toISOString();
  const outcome = await moveAuditStore(db, {
    id: row.id,
    from: statusesAllowing('acknowledge'),
    to: REPORT_EDITABLE_STATUS,
    at,
    set: { acknowledged_at: at },
  });
  // a second tap that waited for the first finds it acknowledged: the same answer as a replay
  if (!outcome.moved && outcome.status !== REPORT_EDITABLE_STATUS)
    throw refused(REPORT_MESSAGES.notAcknowledgeable);
}

/**
 * Withdraw and "not performed": the move and the auditor's reason (a concern), both or neither,
 * and only for the request that moved it.
 */
async function endWithConcern(
  db: Db,
  row: AuditStoreRow,
  move: { action: AuditStoreAction; to: AuditStoreStatus; kind: ConcernKind; message: string },
  now: Date,
): Promise<void> {
  const outcome = await moveAuditStore(
    db,
    { id: row.id, from: statusesAllowing(move.action), to: move.to, at: now.toISOString() },
    (trx) => recordConcern(trx, row, move.kind, move.message, now),
  );
  if (!outcome.moved) throw refused(REPORT_MESSAGES.notEditable);
}

function requireMessage(message: string, emptyText: string): string {
  const text = message.trim();
  if (!text) throw fieldsRefused({ message: [emptyText] });
  return text;
}

export async function withdraw(db: Db, row: AuditStoreRow, message: string, now = new Date()): Promise<void> {
  const text = requireMessage(message, REPORT_MESSAGES.emptyWithdrawMessage);
  const status = row.status;
  if (!allowsAction(status, 'withdraw')) throw refused(REPORT_MESSAGES.notEditable);
  if (!canWithdraw({ status, dateDiff: dateDiffDays(row.audit_date, calendarDate(now)) }))
    throw refused(REPORT_MESSAGES.withdrawTooLate);
  await endWithConcern(
    db,
    row,
    { action: 'withdraw', to: 'AUDITOR_WITHDRAWN', kind: 'WITHDRAWAL', message: text },
    now,
  );
}

/** "Not performed": the audit fails with the auditor's reason. */
export async function markNotPerformed(
  db: Db,
  row: AuditStoreRow,
  message: string,
  now = new Date(),
): Promise<void> {
  const text = requireMessage(message, REPORT_MESSAGES.emptyWithdrawMessage);
  if (!allowsAction(row.status, 'markNotPerformed')) throw refused(REPORT_MESSAGES.notEditable);
  await endWithConcern(
    db,
    row,
    { action: 'markNotPerformed', to: 'FAILED', kind: 'NOT_PERFORMED', message: text },
    now,
  );
}

export async function reportConcern(db: Db, row: AuditStoreRow, message: string): Promise<void> {
  const text = requireMessage(message, REPORT_MESSAGES.emptyConcern);
  if (!allowsAction(row.status, 'reportConcern')) throw refused(REPORT_MESSAGES.notEditable);
  await inWriteTransaction(db, async (trx) => {
    await requireConcernRoom(trx, row.auditor_id);
    await recordConcern(trx, row, 'AUDIT_STORE', text);
  });
}

/**
 * A report is submitted from the audit date to 2 days after it; a report sent back, also until its
 * fixes are due, whatever the audit date (decision 0039): a send-back never shortens the time.
 */
function requireSubmitWindow(row: AuditStoreRow, now: Date): void {
  // the last moment, as the reminder of a report due soon reads it too (scheduledNotices.ts)
  if (now.toISOString() > submitDeadline(row.audit_date, row.fix_due_at))
    throw refused(row.fix_due_at === null ? REPORT_MESSAGES.submitTooLate : REPORT_MESSAGES.fixTooLate);
  if (row.fix_due_at !== null && now.toISOString() <= row.fix_due_at) return;
  if (dateDiffDays(row.audit_date, calendarDate(now)) < 0) throw refused(REPORT_MESSAGES.submitTooEarly);
}

/**
 * Submit: every check of the spec, answered as non_field_errors in reading order. It runs in one
 * transaction that first claims the audit store's row while it is ACKNOWLEDGED, so a report write
 * arriving meanwhile waits (PostgreSQL) or queues (SQLite) and then finds it SUBMITTED: what was
 * checked is what was submitted. QA is told in the same transaction (reviewNotices.ts).
 */
export async function submit(
  db: Db,
  row: AuditStoreRow,
  submissionTime: string,
  visit: { signer: VisitSigner | null; head: string | null } = { signer: null, head: null },
  now = new Date(),
): Promise<void> {
  requireEditable(row);
  requireSubmitWindow(row, now);
  await inWriteTransaction(db, async (trx) => {
    const claimed = await claimReportWhile(trx, row.id, REPORT_EDITABLE_STATUS, now.toISOString());
    if (!claimed) throw refused(REPORT_MESSAGES.notEditable);
    const sections = toRuleSections(await loadQuestionnaire(trx, row.cycle_id));
    const comments = await loadReportSections(trx, row.id);
    const problems = submitProblems({
      sections,
      answers: answersByQuestion(await loadAnswers(trx, row.id)),
      sectionComments: new Map(comments.map((c) => [c.section, c.auditor_comment])),
      summaryRequired: row.audit_report_summary === 1,
      summary: claimed.report_summary,
      ...(await attachmentFacts(trx, row.id, row.cycle_id)),
    });
    // every problem at once, each with where it is fixed (contract/reportRules.ts, targetKey)
    if (problems.length)
      throw fieldsRefused({
        ...nonFieldError(problems[0]?.text ?? ''),
        non_field_errors: problems.map((problem) => problem.text),
        problem_targets: problems.map((problem) => targetKey(problem.target)),
      });
    // the claim above holds the row, so this move cannot lose; checked all the same
    const outcome = await moveAuditStore(trx, {
      id: row.id,
      from: [REPORT_EDITABLE_STATUS],
      to: 'SUBMITTED',
      at: now.toISOString(),
      set: {
        submitted_at: now.toISOString(),
        report_submission_seconds: Math.max(row.report_submission_seconds, hmsToSeconds(submissionTime)),
      },
    });
    if (!outcome.moved) throw refused(REPORT_MESSAGES.notEditable);
    await sealVisit(trx, visit.signer, row.id, visit.head, now);
    await notifyReportWaiting(trx, row.id, 'SUBMITTED', now);
  });
}

/**
 * The logout timers (report id → seconds) of the auditor's reports: each report in progress keeps
 * the larger of its stored and sent time. Two queries whatever the number of entries (the body is
 * bounded and deduplicated by its schema); a report that is not the auditor's answers 404 and
 * nothing is written, as a single report would.
 */
export async function saveLogoutTimers(
  db: Db,
  auditorId: number,
  seconds: Map<number, number>,
): Promise<void> {
  if (seconds.size === 0) return;
  const ids = [...seconds.keys()];
  const rows = await ownReportTimers(db, auditorId, ids);
  if (rows.length !== ids.length) throw notFound();
  const raised = rows.flatMap((row) => {
    const sent = seconds.get(row.id) ?? 0;
    return row.status === REPORT_EDITABLE_STATUS && sent > row.report_submission_seconds
      ? [{ id: row.id, seconds: sent }]
      : [];
  });
  if (raised.length === 0) return;
  // only while still in progress: a report submitted since the read keeps its time
  await writeReportTimers(db, raised, REPORT_EDITABLE_STATUS);
}
