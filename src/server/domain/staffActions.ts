import type { StaffAction } from '../../contract';
import type { Db } from '../db/database';

/**
 * The back office's record (issue 15, migration 0010). An action is written in the same
 * transaction as the change it records, so there is no change without its entry and no entry for
 * a change that rolled back.
 */
export type StaffTarget = 'auditor' | 'audit_store' | 'application' | 'payment';

export interface StaffActionEntry {
  actorId: number;
  action: string;
  target: StaffTarget;
  targetId: number;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordStaffAction(db: Db, entry: StaffActionEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('staff_actions')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.target,
      target_id: entry.targetId,
      before_value: json(entry.before),
      after_value: json(entry.after),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The record of one target, newest first, with who acted. */
export async function staffActionsOn(db: Db, target: StaffTarget, targetId: number): Promise<StaffAction[]> {
  const rows = await db
    .selectFrom('staff_actions')
    .innerJoin('users', 'users.id', 'staff_actions.actor_id')
    .select([
      'staff_actions.id',
      'users.email',
      'staff_actions.action',
      'staff_actions.before_value',
      'staff_actions.after_value',
      'staff_actions.created_at',
    ])
    .where('staff_actions.target_type', '=', target)
    .where('staff_actions.target_id', '=', targetId)
    .orderBy('staff_actions.created_at', 'desc')
    .orderBy('staff_actions.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actor_email: row.email,
    action: row.action,
    before: row.before_value === null ? null : (JSON.parse(row.before_value) as unknown),
    after: row.after_value === null ? null : (JSON.parse(row.after_value) as unknown),
    created_at: row.created_at,
  }));
}
