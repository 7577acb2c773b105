import { OPEN_AUDIT_STORE_STATUSES } from '../../contract';
import type { Db } from '../db/database';
import { reportsInContext } from './reportChain';

/**
 * What the scheduled notices read and keep (decision 0041, migration 0023).
 */

/**
 * Reports not yet handed in whose audit date is from `fromDate` to `today`, or whose fixes are
 * due after `now`: the ones a deadline may be near.
 */
export function openReports(db: Db, search: { fromDate: string; today: string; now: string }) {
  return reportsInContext(db)
    .select([
      'audit_stores.id',
      'audit_stores.auditor_id as auditorId',
      'audit_stores.status',
      'audit_stores.audit_date as auditDate',
      'audit_stores.fix_due_at as fixDueAt',
      'clients.auditor_display_name as clientName',
      'stores.name as storeName',
    ])
    .where('audit_stores.status', 'in', OPEN_AUDIT_STORE_STATUSES)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('audit_stores.audit_date', '>=', search.fromDate),
          eb('audit_stores.audit_date', '<=', search.today),
        ]),
        eb('audit_stores.fix_due_at', '>', search.now),
      ]),
    )
    .orderBy('audit_stores.id')
    .execute();
}

/**
 * Claims today's run of a once-a-day job for this instance: true for the one instance whose
 * update moved the day on, false for every other and for a second look the same day.
 */
export async function claimDailyRun(db: Db, name: string, today: string): Promise<boolean> {
  await db
    .insertInto('scheduled_runs')
    .values({ name, last_day: '' })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('scheduled_runs')
    .set({ last_day: today })
    .where('name', '=', name)
    .where('last_day', '<', today)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Active auditors, in id order from `afterId`, a page at a time. */
export async function activeAuditorIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'auditor')
    .where('is_active', '=', 1)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function announcedCycleIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('opportunity_announcements')
    .select('audit_cycle_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.audit_cycle_id));
}

export async function recordAnnounced(db: Db, userId: number, cycleIds: readonly number[], at: string) {
  if (cycleIds.length === 0) return;
  await db
    .insertInto('opportunity_announcements')
    .values(cycleIds.map((cycleId) => ({ user_id: userId, audit_cycle_id: cycleId, announced_at: at })))
    .onConflict((conflict) => conflict.columns(['user_id', 'audit_cycle_id']).doNothing())
    .execute();
}

/** How far the auditor said they would travel (their additional information), if they said. */
export async function preferredDistanceKms(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('additional_infos')
    .select('distance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.distance && row.distance > 0 ? row.distance : null;
}

/** The auditor's reports not yet handed in whose audit date has come: what may be due. */
export function openReportsOf(db: Db, auditorId: number, today: string) {
  return reportsInContext(db)
    .select([
      'audit_stores.id',
      'audit_stores.status',
      'audit_stores.audit_date as auditDate',
      'audit_stores.fix_due_at as fixDueAt',
      'clients.auditor_display_name as clientName',
      'stores.name as storeName',
    ])
    .where('audit_stores.auditor_id', '=', auditorId)
    .where('audit_stores.status', 'in', OPEN_AUDIT_STORE_STATUSES)
    .where('audit_stores.audit_date', '<=', today)
    .orderBy('audit_stores.id')
    .execute();
}
