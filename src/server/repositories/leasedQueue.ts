import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The claim of a queue of deliveries (decision 0038): the notices' and the brands' webhooks'
 * (decision 0081) share its columns (`state`, `next_attempt_at`, `lease_until`, `attempts`) and
 * this one way to take due rows.
 */
type QueueTable = 'notice_deliveries' | 'brand_webhook_deliveries';

/**
 * Leases up to `limit` due rows of `table` until `leaseUntil` and counts the attempt, in the
 * caller's transaction; answers their ids. On PostgreSQL the rows another sender holds are
 * skipped, not waited for (`FOR UPDATE SKIP LOCKED`), so senders never take each other's rows.
 */
export async function leaseDueRows(
  trx: Db,
  table: QueueTable,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<number[]> {
  let due = trx
    .selectFrom(table)
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('id')
    .limit(limit);
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) due = due.forUpdate().skipLocked();
  const ids = (await due.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  await trx
    .updateTable(table)
    .set({ lease_until: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', ids)
    .execute();
  return ids;
}

/** Hands a leased row back unsent, its attempt not counted; only while the lease is the caller's. */
export async function releaseLeasedRow(
  db: Db,
  table: QueueTable,
  row: { id: number; leaseUntil: string },
  now: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ lease_until: null, next_attempt_at: now, attempts: sql<number>`attempts - 1` })
    .where('id', '=', row.id)
    .where('lease_until', '=', row.leaseUntil)
    .execute();
}
