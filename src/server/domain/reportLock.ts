import { type SelectQueryBuilder, SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import { precompile } from '../db/precompiled';
import type { Database } from '../db/schema';

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
 * The answer and comment saves, the hottest path, make their first statement (the report and
 * question they write to) the lock itself with `lockingReport`, a round trip fewer than
 * `inReportWrite`; the other writes take it with a statement of its own.
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

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * A write's first statement, reading from `audit_stores` and whatever it joins, made to take the
 * report row lock on PostgreSQL (`FOR UPDATE OF audit_stores`: the joined rows stay unlocked).
 */
export function lockingReport<Tables extends keyof Database, Row>(
  db: Db,
  query: SelectQueryBuilder<Database, Tables, Row>,
): SelectQueryBuilder<Database, Tables, Row> {
  return isSqlite(db) ? query : query.forUpdate('audit_stores' as Tables & string);
}

/** A report as its auditor writes to it. */
export interface ReportOf {
  auditorId: number;
  auditStoreId: number;
}

/** Takes the report row lock inside the open transaction `trx` (kept until it ends). */
export async function lockReport(trx: Db, report: ReportOf): Promise<void> {
  if (isSqlite(trx)) return;
  await lockReportRow.execute(trx, report);
}

/**
 * Several reports in one transaction (a batch): locked in ascending id order, so two such
 * transactions can never hold one each and wait for the other's.
 */
export async function lockReports(trx: Db, auditorId: number, auditStoreIds: number[]): Promise<void> {
  for (const auditStoreId of [...new Set(auditStoreIds)].sort((a, b) => a - b))
    await lockReport(trx, { auditorId, auditStoreId });
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
