import type { DashboardStats } from '../../contract';
import { DEFAULT_DISTANCE_KMS } from '../../contract';
import type { Db } from '../db/database';
import { dashboardCountsOf } from '../repositories/dashboard';
import { auditorOrigin, countOpportunities } from './discovery';
import type { ReviewedScore } from './eligibility';
import { RuleRefusal } from './errors';

/**
 * The dashboard counts: four in one statement (repositories/dashboard.ts), and the
 * opportunities by the same query as /audit's default list, so "View Opportunities" always says
 * what the page shows (none while the profile gates hold the list back). "Audits Applied" counts
 * every application, as /applied_audits (where the tile leads) lists them all: counting only those
 * awaiting a decision said 0 over a list of approved ones (decision 0001).
 */
export async function dashboardStats(
  db: Db,
  auditorId: number,
  now = new Date(),
  reviewedScore?: ReviewedScore,
): Promise<DashboardStats> {
  const row = await dashboardCountsOf(db, auditorId);
  const origin = await auditorOrigin(db, auditorId).catch((error: unknown) => {
    if (error instanceof RuleRefusal) return null;
    throw error;
  });
  return {
    available_audits: origin
      ? await countOpportunities(db, auditorId, origin, DEFAULT_DISTANCE_KMS, now, reviewedScore)
      : 0,
    applied: Number(row?.applied ?? 0),
    assigned: Number(row?.assigned ?? 0),
    completed: Number(row?.completed ?? 0),
    pending_payment: Number(row?.pending_payment ?? 0),
  };
}
