import { sql } from 'kysely';
import {
  allowsAction,
  canWithdraw,
  hmsToSeconds,
  isReportEditable,
  nonFieldError,
  REPORT_EDITABLE_STATUS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  submitProblems,
} from '../../contract';
import type { Db } from '../db/database';
import type { AuditStoreRow } from './auditStores';
import { dateDiffDays, statusOf } from './auditStores';
import { calendarDate } from './calendar';
import { fieldsRefused, notFound, refused } from './errors';
import {
  answersByQuestion,
  attachmentFacts,
  loadAnswers,
  loadQuestionnaire,
  loadReportSections,
  toRuleSections,
} from './reportData';

/** Report edits are accepted only while the audit is in progress (spec: Audit store status). */
export function requireEditable(row: AuditStoreRow): void {
  if (!isReportEditable(statusOf(row))) throw refused(REPORT_MESSAGES.notEditable);
}

/**
 * Moves a report to `status` and records the step (migration 0008), both or neither: the payment
 * timeline is read from the record, so a status the record misses would be a step never shown.
 */
async function setStatus(
  db: Db,
  id: number,
  status: string,
  extra: { submitted_at?: string; acknowledged_at?: string; report_submission_seconds?: number } = {},
) {
  const move = async (trx: Db) => {
    const changedAt = extra.submitted_at ?? new Date().toISOString();
    await trx
      .insertInto('audit_store_status_changes')
      .values((eb) => ({
        audit_store_id: id,
        from_status: eb.selectFrom('audit_stores').select('status').where('id', '=', id),
        to_status: status,
        changed_at: changedAt,
      }))
      .execute();
    await trx
      .updateTable('audit_stores')
      .set({ status, updated_at: changedAt, ...extra })
      .where('id', '=', id)
      .execute();
  };
  if (db.isTransaction) await move(db);
  else await db.transaction().execute(move);
}

async function recordConcern(db: Db, row: AuditStoreRow, kind: string, message: string) {
  await db
    .insertInto('concerns')
    .values({
      user_id: row.auditor_id,
      kind,
      audit_store_id: row.id,
      message,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function acknowledge(db: Db, row: AuditStoreRow): Promise<void> {
  if (row.status === REPORT_EDITABLE_STATUS) return; // a replayed Agree changes nothing
  if (!allowsAction(statusOf(row), 'acknowledge')) throw refused(REPORT_MESSAGES.notAcknowledgeable);
  await setStatus(db, row.id, REPORT_EDITABLE_STATUS, { acknowledged_at: new Date().toISOString() });
}

function requireMessage(message: string, emptyText: string): string {
  const text = message.trim();
  if (!text) throw fieldsRefused({ message: [emptyText] });
  return text;
}

export async function withdraw(db: Db, row: AuditStoreRow, message: string, now = new Date()): Promise<void> {
  const text = requireMessage(message, REPORT_MESSAGES.emptyWithdrawMessage);
  const status = statusOf(row);
  if (!allowsAction(status, 'withdraw')) throw refused(REPORT_MESSAGES.notEditable);
  if (!canWithdraw({ status, dateDiff: dateDiffDays(row.audit_date, calendarDate(now)) }))
    throw refused(REPORT_MESSAGES.withdrawTooLate);
  await recordConcern(db, row, 'WITHDRAWAL', text);
  await setStatus(db, row.id, 'AUDITOR_WITHDRAWN');
}

/** "Not performed": the audit fails with the auditor's reason. */
export async function markNotPerformed(db: Db, row: AuditStoreRow, message: string): Promise<void> {
  const text = requireMessage(message, REPORT_MESSAGES.emptyWithdrawMessage);
  if (!allowsAction(statusOf(row), 'markNotPerformed')) throw refused(REPORT_MESSAGES.notEditable);
  await recordConcern(db, row, 'NOT_PERFORMED', text);
  await setStatus(db, row.id, 'FAILED');
}

export async function reportConcern(db: Db, row: AuditStoreRow, message: string): Promise<void> {
  const text = requireMessage(message, REPORT_MESSAGES.emptyConcern);
  if (!allowsAction(statusOf(row), 'reportConcern')) throw refused(REPORT_MESSAGES.notEditable);
  await recordConcern(db, row, 'AUDIT_STORE', text);
}

/**
 * Submit: every check of the spec, answered as non_field_errors in reading order. It runs in one
 * transaction that first claims the audit store's row while it is ACKNOWLEDGED, so a report write
 * arriving meanwhile waits (PostgreSQL) or queues (SQLite) and then finds it SUBMITTED: what was
 * checked is what was submitted.
 */
export async function submit(
  db: Db,
  row: AuditStoreRow,
  submissionTime: string,
  now = new Date(),
): Promise<void> {
  requireEditable(row);
  const diff = dateDiffDays(row.audit_date, calendarDate(now));
  if (diff < 0) throw refused(REPORT_MESSAGES.submitTooEarly);
  if (diff > REPORT_LIMITS.submitGraceDays) throw refused(REPORT_MESSAGES.submitTooLate);
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('audit_stores')
      .set({ updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', REPORT_EDITABLE_STATUS)
      .returning(['report_summary'])
      .executeTakeFirst();
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
    if (problems.length)
      throw fieldsRefused({ ...nonFieldError(problems[0] ?? ''), non_field_errors: problems });
    await setStatus(trx, row.id, 'SUBMITTED', {
      submitted_at: now.toISOString(),
      report_submission_seconds: Math.max(row.report_submission_seconds, hmsToSeconds(submissionTime)),
    });
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
  const rows = await db
    .selectFrom('audit_stores')
    .select(['id', 'status', 'report_submission_seconds'])
    .where('id', 'in', ids)
    .where('auditor_id', '=', auditorId)
    .execute();
  if (rows.length !== ids.length) throw notFound();
  const raised = rows.flatMap((row) => {
    const sent = seconds.get(row.id) ?? 0;
    return row.status === REPORT_EDITABLE_STATUS && sent > row.report_submission_seconds
      ? [{ id: row.id, sent }]
      : [];
  });
  if (raised.length === 0) return;
  await db
    .updateTable('audit_stores')
    .set({
      report_submission_seconds: sql<number>`case ${sql.join(
        raised.map(({ id, sent }) => sql`when id = ${id} then ${sent}`),
        sql` `,
      )} else report_submission_seconds end`,
    })
    .where(
      'id',
      'in',
      raised.map((r) => r.id),
    )
    .where('status', '=', REPORT_EDITABLE_STATUS)
    .execute();
}
