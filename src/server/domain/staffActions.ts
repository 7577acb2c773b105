import type { StaffAction, StaffActionKind, StaffActionTarget } from '../../contract';
import type { Db } from '../db/database';
import { actionsOnTarget, insertStaffAction } from '../repositories/staffActions';

/**
 * The back office's record (migration 0010). An action is written in the same
 * transaction as the change it records, so there is no change without its entry and no entry for
 * a change that rolled back.
 */
export type StaffTarget = StaffActionTarget;

export interface StaffActionEntry {
  actorId: number;
  action: StaffActionKind;
  target: StaffTarget;
  targetId: number;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordStaffAction(db: Db, entry: StaffActionEntry, now = new Date()): Promise<void> {
  await insertStaffAction(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target,
    targetId: entry.targetId,
    beforeValue: json(entry.before),
    afterValue: json(entry.after),
    createdAt: now.toISOString(),
  });
}

/** The record of one target, newest first, with who acted. */
export async function staffActionsOn(db: Db, target: StaffTarget, targetId: number): Promise<StaffAction[]> {
  const rows = await actionsOnTarget(db, target, targetId);
  return rows.map((row) => ({
    id: row.id,
    actor_email: row.email,
    action: row.action,
    before: row.before_value === null ? null : (JSON.parse(row.before_value) as unknown),
    after: row.after_value === null ? null : (JSON.parse(row.after_value) as unknown),
    created_at: row.created_at,
  }));
}
