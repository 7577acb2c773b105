import { SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import { precompile } from '../db/precompiled';

/**
 * Every write to a report (answers, comments, the summary, proofs, proof notes, in a batch or
 * alone, from the phone or the import of unsent work) takes the report's row first, before it
 * touches any other row (DESIGN, "Durability and concurrency").
 *
 * Why: two writers of one report on PostgreSQL (two devices, a resend while the original still
 * runs, a batch beside a single save) each locked an answer row and then the report row to
 * finish; a batch then locked its next answer row, and the two waited on each other: "deadlock
 * detected". The completion percentage, counted before the other writer committed, was stale.
 * With the report row taken first, the writers of one report queue one behind the other, each
 * reading what the one before committed; writers of different reports never wait on each other.
 *
 * SQLite has one writer at a time (the group commit holds the database for its whole group), so
 * there the lock takes no statement.
 *
 * The lock is a statement of its own, not a `FOR UPDATE` on the write's first read: a statement
 * that waited for a row lock re-reads only the locked row when it resumes (PostgreSQL's
 * EvalPlanQual), and takes every joined row (an answer's stored value) from before the wait. Tried
 * on the answer save, it read answers the writer before had already changed, and the completion
 * came out wrong in the race test about one run in eight.
 */
const lockReportRow = precompile((db, p: ReportOf) =>
  db
    .selectFrom('audit_stores')
    .select('id')
    .where('id', '=', p.auditStoreId)
    // only the writer's own report: an id of someone else's locks nothing (and is then 404)
    .where('auditor_id', '=', p.auditorId)
    .forUpdate(),
);

/** A report as its auditor writes to it. */
export interface ReportOf {
  auditorId: number;
  auditStoreId: number;
}

/**
 * The reports a batch locked before its entries, per transaction. A transaction and its
 * savepoints share one executor, so an entry running in a savepoint finds its report here and
 * takes no second statement for a lock its transaction already holds. Only locks taken outside
 * any savepoint are kept: a rolled-back savepoint would release its own.
 */
const heldByBatch = new WeakMap<object, Set<number>>();

/** Takes the report row lock inside the open transaction `trx` (kept until it ends). */
export async function lockReport(trx: Db, report: ReportOf): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  if (heldByBatch.get(trx.getExecutor())?.has(report.auditStoreId)) return;
  await lockReportRow.execute(trx, report);
}

/**
 * Several reports in one transaction (a batch, before any savepoint): locked in ascending id
 * order, so two such transactions can never hold one each and wait for the other's.
 */
export async function lockReports(trx: Db, auditorId: number, auditStoreIds: number[]): Promise<void> {
  const held = new Set<number>();
  for (const auditStoreId of [...new Set(auditStoreIds)].sort((a, b) => a - b)) {
    await lockReport(trx, { auditorId, auditStoreId });
    held.add(auditStoreId);
  }
  heldByBatch.set(trx.getExecutor(), held);
}

/** One write to one report: its own transaction (or the open one it joins), the report row first. */
export function inReportWrite<T>(db: Db, report: ReportOf, work: (trx: Db) => Promise<T>): Promise<T> {
  return inWriteTransaction(db, async (trx) => {
    await lockReport(trx, report);
    return work(trx);
  });
}

/** A write to an attachment: a report proof's takes its report row first; an ID proof's has none. */
export function inAttachmentWrite<T>(
  db: Db,
  ownerId: number,
  attachment: { audit_store_id: number | null },
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  if (attachment.audit_store_id === null) return inWriteTransaction(db, work);
  return inReportWrite(db, { auditorId: ownerId, auditStoreId: attachment.audit_store_id }, work);
}
