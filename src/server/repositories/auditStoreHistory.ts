import type { Db } from '../db/database';

/**
 * The statuses a report entered, as recorded with each move (domain/auditStoreMoves.ts writes the
 * status and its history row together; decision 0036).
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
