import { sql } from 'kysely';
import { type AuditStoreStatus, IN_REVIEW_STATUSES, OPEN_AUDIT_STORE_STATUSES } from '../../contract';
import type { Db } from '../db/database';

/**
 * The counts a manager lands on (decision 0043), each read as the screen that lists the things
 * counted reads them.
 */

export async function reviewStageCounts(db: Db) {
  const rows = await db
    .selectFrom('audit_stores')
    .select(['status', sql<number | string>`count(*)`.as('n')])
    .where('status', 'in', IN_REVIEW_STATUSES)
    .groupBy('status')
    .execute();
  const count = (status: AuditStoreStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { SUBMITTED: count('SUBMITTED'), PM_REVIEW: count('PM_REVIEW'), COMPLETED: count('COMPLETED') };
}

/**
 * Reports not handed in whose last moment has passed: the audit date before `lastOpenDate` (its
 * 2 days are over) and no fix deadline still ahead (contract submitDeadline).
 */
export async function overdueReportCount(db: Db, lastOpenDate: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('audit_stores')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('status', 'in', OPEN_AUDIT_STORE_STATUSES)
    .where('audit_date', '<', lastOpenDate)
    .where((eb) => eb.or([eb('fix_due_at', 'is', null), eb('fix_due_at', '<', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function openConcernCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('concerns')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('answered_at', 'is', null)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function paymentsToRunCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('status', '=', 'PENDING')
    .where('payment_run_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
