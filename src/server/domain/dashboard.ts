import type { DashboardStats } from '../../contract';
import {
  COMPLETED_AUDIT_STORE_STATUSES,
  DEFAULT_DISTANCE_KMS,
  OPEN_AUDIT_STORE_STATUSES,
} from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';
import { auditorOrigin, countOpportunities } from './discovery';
import { RuleRefusal } from './errors';

/**
 * The dashboard counts: four in one statement (one round trip, also on PostgreSQL), and the
 * opportunities by the same query as /audit's default list, so "View Opportunities" always says
 * what the page shows (none while the profile gates hold the list back). "Audits Applied" counts
 * every application, as /applied_audits (where the tile leads) lists them all: counting only those
 * awaiting a decision said 0 over a list of approved ones (decision 0001).
 */
const dashboardCounts = precompile((db, p: { auditorId: number }) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('applications')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .as('applied'),
    eb
      .selectFrom('audit_stores')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', 'in', OPEN_AUDIT_STORE_STATUSES)
      .as('assigned'),
    eb
      .selectFrom('audit_stores')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', 'in', COMPLETED_AUDIT_STORE_STATUSES)
      .as('completed'),
    eb
      .selectFrom('payments')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', '=', 'PENDING')
      .as('pending_payment'),
  ]),
);

export async function dashboardStats(db: Db, auditorId: number, now = new Date()): Promise<DashboardStats> {
  // Every dashboard load runs these: compiled once (precompiled.ts), as Kysely's building and
  // compiling cost more than SQLite's running them.
  const row = await dashboardCounts.executeTakeFirst(db, { auditorId });
  const origin = await auditorOrigin(db, auditorId).catch((error: unknown) => {
    if (error instanceof RuleRefusal) return null;
    throw error;
  });
  return {
    available_audits: origin ? await countOpportunities(db, auditorId, origin, DEFAULT_DISTANCE_KMS, now) : 0,
    applied: Number(row?.applied ?? 0),
    assigned: Number(row?.assigned ?? 0),
    completed: Number(row?.completed ?? 0),
    pending_payment: Number(row?.pending_payment ?? 0),
  };
}
