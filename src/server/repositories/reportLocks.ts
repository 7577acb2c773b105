import { SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';

/**
 * The report row lock every report write takes first (domain/reportLock.ts says why).
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

/** A report as its auditor writes to it. */
export interface ReportOf {
  auditorId: number;
  auditStoreId: number;
}

const lockRow = precompile((db, p: ReportOf) =>
  db
    .selectFrom('audit_stores')
    .select('id')
    .where('id', '=', p.auditStoreId)
    // only the writer's own report: an id of someone else's locks nothing (and is then 404)
    .where('auditor_id', '=', p.auditorId)
    .forUpdate(),
);

/** Takes the report row lock inside the open transaction `trx` (kept until it ends). */
export async function lockReportRow(trx: Db, report: ReportOf): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await lockRow.execute(trx, report);
}
