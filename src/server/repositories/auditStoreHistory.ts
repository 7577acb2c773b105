import { SqliteAdapter, type UpdateObject } from 'kysely';
import type { AuditStoreStatus } from '../../contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * An audit store's status and the statuses it entered, as recorded with each move
 * (domain/auditStoreMoves.ts writes the status and its history row together; decision 0036).
 */

/** Every status the report entered, oldest first. */
export function statusHistory(db: Db, auditStoreId: number) {
  return db
    .selectFrom('audit_store_status_changes')
    .select(['to_status', 'changed_at'])
    .where('audit_store_id', '=', auditStoreId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

export interface StatusChange {
  id: number;
  from: AuditStoreStatus | null;
  to: AuditStoreStatus;
  at: string;
  by?: number | null;
}

/** The history row of a status an audit store took (migration 0008). */
export async function insertStatusChange(trx: Db, change: StatusChange): Promise<void> {
  await trx
    .insertInto('audit_store_status_changes')
    .values({
      audit_store_id: change.id,
      from_status: change.from,
      to_status: change.to,
      changed_at: change.at,
      changed_by: change.by ?? null,
    })
    .execute();
}

/**
 * The audit store's status with its row locked until the transaction ends: `FOR UPDATE` on
 * PostgreSQL, a statement of its own (as in reportLocks.ts); SQLite has one writer at a time, so
 * there the read needs no lock.
 */
export async function lockedStatus(trx: Db, id: number): Promise<AuditStoreStatus> {
  const onSqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  const row = await trx
    .selectFrom('audit_stores')
    .select('status')
    .where('id', '=', id)
    .$if(!onSqlite, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Other columns written with a status (submitted_at, the revert count, ...). */
export type AuditStoreColumns = UpdateObject<Database, 'audit_stores'>;

/**
 * Writes the status `to` (and `columns`) while the status is still `from`; answers how many rows
 * it wrote (0 or 1).
 */
export async function writeStatus(
  trx: Db,
  move: { id: number; from: AuditStoreStatus; to: AuditStoreStatus; at: string; columns?: AuditStoreColumns },
): Promise<number> {
  const written = await trx
    .updateTable('audit_stores')
    .set({ ...move.columns, status: move.to, updated_at: move.at })
    .where('id', '=', move.id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(written.numUpdatedRows);
}
