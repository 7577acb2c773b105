import {
  AUDIT_STORE_STATUSES,
  type AuditStoreAction,
  type AuditStoreStatus,
  allowsAction,
} from '../../contract';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import {
  type AuditStoreColumns,
  insertStatusChange,
  lockedStatus,
  type StatusChange,
  writeStatus,
} from '../repositories/auditStoreHistory';
import { insertAuditStore, type NewAuditStore } from '../repositories/auditStores';

/**
 * An audit store's status and its history, together and once (docs/rules.md, "Durability and
 * concurrency"; decision 0030). Every move of an audit store's status goes through here: the
 * auditor's Agree, withdraw, "not performed" and submit, the reviewers' stages, the approval that
 * creates one.
 *
 * The guarantee: of two moves of one audit store at once, one lands and the other finds the status
 * it moved to. The row is taken first (`FOR UPDATE` on PostgreSQL, a statement of its own as in
 * reportLock.ts), its status read under the lock and checked against the statuses the move starts
 * from, and only then are the status, its history row and the caller's side rows (a concern, a
 * staff record, a payment) written, in the same transaction. Before this, each caller checked a
 * status read before its transaction and wrote without a guard: three withdrawals at once on
 * PostgreSQL made three concerns and three history rows, and a "not performed" racing a submit
 * failed the submitted report.
 *
 * SQLite has one writer at a time, so there the read needs no lock.
 */

/** The statuses from which the auditor's `action` is allowed (contract/auditStoreRules.ts). */
export function statusesAllowing(action: AuditStoreAction): AuditStoreStatus[] {
  return AUDIT_STORE_STATUSES.filter((status) => allowsAction(status, action));
}

export interface AuditStoreMove {
  id: number;
  from: readonly AuditStoreStatus[];
  to: AuditStoreStatus;
  /** when, ISO 8601: the history row's time and the row's updated_at */
  at: string;
  /** the staff member who moved it; null for the auditor (the history's "by") */
  by?: number | null;
  /** other columns written with the status (submitted_at, the revert count, ...) */
  set?: AuditStoreColumns;
}

export type MoveOutcome =
  | { moved: true; from: AuditStoreStatus }
  /** somebody moved it first (or it never was in `from`): nothing was written */
  | { moved: false; status: AuditStoreStatus };

/** The history row of a status an audit store took (migration 0008): the payment timeline reads it. */
export function recordAuditStoreStatus(trx: Db, change: StatusChange): Promise<void> {
  return insertStatusChange(trx, change);
}

/** Reads the audit store's status with its row locked until the transaction ends. */
export function lockedAuditStoreStatus(trx: Db, id: number): Promise<AuditStoreStatus> {
  return lockedStatus(trx, id);
}

/**
 * A new audit store, ASSIGNED, with its first history row (a manager's approval of an
 * application): the one other place a status is written. A second holder of the audit is refused
 * by the database's unique index (migration 0011), as the insert's error.
 */
export async function createAssignedAuditStore(
  trx: Db,
  store: NewAuditStore,
  by: number,
): Promise<{ id: number }> {
  const created = await insertAuditStore(trx, { ...store, status: 'ASSIGNED' });
  await recordAuditStoreStatus(trx, { id: created.id, from: null, to: 'ASSIGNED', at: store.at, by });
  return created;
}

/**
 * Moves the audit store if its status, read under its row lock, is one of `move.from`; then runs
 * `also` (the move's side rows) in the same transaction. Joins the caller's open transaction.
 */
export function moveAuditStore(
  db: Db,
  move: AuditStoreMove,
  also?: (trx: Db) => Promise<unknown>,
): Promise<MoveOutcome> {
  return inWriteTransaction(db, async (trx): Promise<MoveOutcome> => {
    const status = await lockedAuditStoreStatus(trx, move.id);
    if (!move.from.includes(status)) return { moved: false, status };
    const written = await writeStatus(trx, { ...move, from: status, columns: move.set });
    // the row is locked and was just read: a miss here is a broken lock, not a lost race
    if (written !== 1) throw new Error(`audit store ${move.id} moved under its lock`);
    await recordAuditStoreStatus(trx, { id: move.id, from: status, to: move.to, at: move.at, by: move.by });
    await also?.(trx);
    return { moved: true, from: status };
  });
}
