import type { Db } from '../db/database';

/** A brand's scoring rules and the scores of accepted reports (migration 0032, decision 0075). */

/** The newest version of the cycle's rules, or undefined when the brand set none. */
export function scoringRulesRow(db: Db, cycleId: number) {
  return db
    .selectFrom('scoring_rules')
    .select(['version', 'rules'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One version of the cycle's rules. */
export function scoringRulesVersionRow(db: Db, cycleId: number, version: number) {
  return db
    .selectFrom('scoring_rules')
    .select(['version', 'rules'])
    .where('audit_cycle_id', '=', cycleId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export interface NewReportScore {
  auditStoreId: number;
  rulesVersion: number;
  scoreMilli: number | null;
  passed: boolean | null;
  sections: string;
  scoredAt: string;
}

/** Writes a report's score once: a report already scored keeps its score (rescoring is explicit). */
export async function insertReportScoreOnce(db: Db, score: NewReportScore): Promise<void> {
  await db
    .insertInto('report_scores')
    .values({
      audit_store_id: score.auditStoreId,
      rules_version: score.rulesVersion,
      score_milli: score.scoreMilli,
      passed: score.passed === null ? null : score.passed ? 1 : 0,
      sections: score.sections,
      scored_at: score.scoredAt,
    })
    .onConflict((conflict) => conflict.column('audit_store_id').doNothing())
    .execute();
}

export function reportScoreRow(db: Db, auditStoreId: number) {
  return db
    .selectFrom('report_scores')
    .selectAll()
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
}
