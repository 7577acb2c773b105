import type { StaffActionKind, StaffActionTarget } from '../../contract';
import type { Db } from '../db/database';

/**
 * The back office's record as the database holds it (decision 0036, migration 0010): one row per
 * staff action, its before and after values as JSON text, with who acted.
 */

export interface NewStaffAction {
  actorId: number;
  action: StaffActionKind;
  targetType: StaffActionTarget;
  targetId: number;
  /** JSON text, null when none */
  beforeValue: string | null;
  afterValue: string | null;
  createdAt: string;
}

export async function insertStaffAction(db: Db, entry: NewStaffAction): Promise<void> {
  await db
    .insertInto('staff_actions')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_value: entry.beforeValue,
      after_value: entry.afterValue,
      created_at: entry.createdAt,
    })
    .execute();
}

/** The record of one target, newest first, with the actor's address. */
export function actionsOnTarget(db: Db, targetType: StaffActionTarget, targetId: number) {
  return db
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
    .where('staff_actions.target_type', '=', targetType)
    .where('staff_actions.target_id', '=', targetId)
    .orderBy('staff_actions.created_at', 'desc')
    .orderBy('staff_actions.id', 'desc')
    .execute();
}

/**
 * The latest `limit` actions of the given kinds about an auditor, newest first, with the actor's
 * address: those on the auditor and those on one of the auditor's payments.
 */
export function actionsAboutAuditor(
  db: Db,
  auditorId: number,
  actions: readonly StaffActionKind[],
  limit: number,
) {
  return db
    .selectFrom('staff_actions')
    .innerJoin('users', 'users.id', 'staff_actions.actor_id')
    .leftJoin('payments', (join) =>
      join
        .onRef('payments.id', '=', 'staff_actions.target_id')
        .on('staff_actions.target_type', '=', 'payment'),
    )
    .select(['staff_actions.id', 'staff_actions.action', 'users.email', 'staff_actions.created_at'])
    .where('staff_actions.action', 'in', actions)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('staff_actions.target_type', '=', 'auditor'),
          eb('staff_actions.target_id', '=', auditorId),
        ]),
        eb('payments.auditor_id', '=', auditorId),
      ]),
    )
    .orderBy('staff_actions.created_at', 'desc')
    .orderBy('staff_actions.id', 'desc')
    .limit(limit)
    .execute();
}
