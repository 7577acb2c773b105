import {
  type AlignmentFactor,
  APPLY_MESSAGES,
  type AuditorQualities,
  checksAnything,
  type DashboardScore,
  type Eligibility,
  eligibilityOf,
  OPEN_TO_ALL,
  reportRatingOf,
} from '../../contract';
import type { Db } from '../db/database';
import { auditorFactorValues, checkedFactors } from '../repositories/cycles';
import { dashboardScore } from './auditorScore';
import { refused } from './errors';

/**
 * The server's side of the eligibility rule (contract/eligibility.ts, decision 0031): the factors
 * of some cycles, the auditor's own values, and the verdict per cycle. Listing, the cycle page, the
 * dashboard's count and apply all ask here, so what the auditor is shown is what apply enforces.
 */

/** The checked factors of each cycle asked about; a cycle with none is absent. */
export async function cycleFactors(
  db: Db,
  cycleIds: readonly number[],
): Promise<Map<number, AlignmentFactor[]>> {
  const byCycle = new Map<number, AlignmentFactor[]>();
  if (cycleIds.length === 0) return byCycle;
  const rows = await checkedFactors(db, cycleIds);
  for (const row of rows) {
    const factors = byCycle.get(row.audit_cycle_id) ?? [];
    factors.push({ key: row.key, value: JSON.parse(row.value) as string[] });
    byCycle.set(row.audit_cycle_id, factors);
  }
  return byCycle;
}

/**
 * The score of the auditor's reviewed reports: worked out on each call, or kept by a route between
 * requests (decision 0048), as only staff change a reviewed report.
 */
export type ReviewedScore = () => Promise<DashboardScore>;

/**
 * The auditor's value for each factor the rule checks. The report rating is worked out from every
 * reviewed report, so only when a factor asks for it.
 */
export async function auditorQualities(
  db: Db,
  auditorId: number,
  needsReportRating = true,
  reviewedScore: ReviewedScore = () => dashboardScore(db, auditorId),
): Promise<AuditorQualities> {
  const row = await auditorFactorValues(db, auditorId);
  const { average_report_score } = needsReportRating ? await reviewedScore() : { average_report_score: null };
  return {
    gender: row.gender,
    education: row.education,
    marital_status: row.marital_status,
    income: row.income,
    car_cost: row.car_cost,
    auditor_rating: row.auditor_rating,
    report_rating: reportRatingOf(average_report_score),
  };
}

/**
 * The verdict for each of the cycles, reading the auditor's values only when one of them checks
 * anything (most cycles ask for nothing, and a listing should not pay for a profile read then).
 */
export async function eligibilityByCycle(
  db: Db,
  auditorId: number,
  factorsByCycle: ReadonlyMap<number, AlignmentFactor[]>,
  reviewedScore?: ReviewedScore,
): Promise<(cycleId: number) => Eligibility> {
  const factors = [...factorsByCycle.values()];
  const needsReportRating = factors.some((list) => list.some((factor) => factor.key === 'report_rating'));
  const qualities = factors.some(checksAnything)
    ? await auditorQualities(db, auditorId, needsReportRating, reviewedScore)
    : null;
  return (cycleId) => {
    const factors = factorsByCycle.get(cycleId);
    return factors && qualities ? eligibilityOf(factors, qualities) : OPEN_TO_ALL;
  };
}

/** One cycle's verdict for the auditor. */
export async function cycleEligibility(db: Db, auditorId: number, cycleId: number): Promise<Eligibility> {
  const verdict = await eligibilityByCycle(db, auditorId, await cycleFactors(db, [cycleId]));
  return verdict(cycleId);
}

/** Apply's check: the same verdict the cycle page showed, every unmet factor named. */
export async function requireEligible(db: Db, auditorId: number, cycleId: number): Promise<void> {
  const eligibility = await cycleEligibility(db, auditorId, cycleId);
  if (!eligibility.eligible) throw refused(APPLY_MESSAGES.notEligible(eligibility.unmet));
}
