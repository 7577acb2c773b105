import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import { lockReportRow, type ReportOf } from '../repositories/reportLocks';

/**
 * Every write to a report (answers, comments, the summary, proofs, proof notes, in a batch or
 * alone, from the phone or the import of unsent work) takes the report's row first, before it
 * touches any other row (docs/rules.md#durability-and-concurrency).
 *
 * Why: two writers of one report on PostgreSQL (two devices, a resend while the original still
 * runs, a batch beside a single save) each locked an answer row and then the report row to
 * finish; a batch then locked its next answer row, and the two waited on each other: "deadlock
 * detected". The completion percentage, counted before the other writer committed, was stale.
 * With the report row taken first, the writers of one report queue one behind the other, each
 * reading what the one before committed; writers of different reports never wait on each other.
 *
 * How the row is taken (a statement of its own; none on SQLite) is repositories/reportLocks.ts's.
 */

export type { ReportOf };

/**
 * The reports a batch locked before its entries, per transaction: a transaction and its
 * savepoints share one executor, so an entry running in a savepoint finds its report here and
 * takes the lock its transaction already holds once, not twice. Only locks taken outside any
 * savepoint are kept: a rolled-back savepoint would release its own.
 */
const heldByBatch = new WeakMap<object, ReadonlySet<number>>();

/** Takes the report row lock inside the open transaction `trx` (kept until it ends). */
export async function lockReport(trx: Db, report: ReportOf): Promise<void> {
  if (heldByBatch.get(trx.getExecutor())?.has(report.auditStoreId)) return;
  await lockReportRow(trx, report);
}

/**
 * Several reports in one transaction (a batch, before any savepoint): locked in ascending id
 * order, so two such transactions can never hold one each and wait for the other's.
 */
export async function lockReports(trx: Db, auditorId: number, auditStoreIds: number[]): Promise<void> {
  const held = [...new Set(auditStoreIds)].sort((a, b) => a - b);
  for (const auditStoreId of held) await lockReportRow(trx, { auditorId, auditStoreId });
  heldByBatch.set(trx.getExecutor(), new Set(held));
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
