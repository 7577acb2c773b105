import {
  type Answer,
  DEFAULT_SCORING_RULES,
  type ScoringRules,
  type Section,
  scoreQuestionnaire,
  scoringRulesOf,
} from '../../../contract';
import type { Db } from '../../db/database';
import {
  insertReportScoreOnce,
  type NewReportScore,
  reportScoreRow,
  scoringRulesRow,
  scoringRulesVersionRow,
} from '../../repositories/reportScores';
import { loadAnswers, loadQuestionnaire } from '../reportData';

/** The cycle's rules in force now: its newest version, or the defaults when the brand set none. */
export async function rulesInForce(db: Db, cycleId: number) {
  const row = await scoringRulesRow(db, cycleId);
  return row ? scoringRulesOf(row.rules, row.version) : DEFAULT_SCORING_RULES;
}

/**
 * The rules a report is read under: the version its stored score was computed under once it is
 * accepted (a later version never changes it), the rules in force before.
 */
export async function rulesOfReport(db: Db, auditStoreId: number, cycleId: number) {
  const stored = await reportScoreRow(db, auditStoreId);
  if (!stored) return rulesInForce(db, cycleId);
  if (stored.rules_version === DEFAULT_SCORING_RULES.version) return DEFAULT_SCORING_RULES;
  const row = await scoringRulesVersionRow(db, cycleId, stored.rules_version);
  return row ? scoringRulesOf(row.rules, row.version) : DEFAULT_SCORING_RULES;
}

/**
 * Call in the transaction that accepted the report: its score under the rules in force, written
 * once, so the brand's figures hold it from the moment of the accept and a later version of the
 * rules does not change it.
 */
export async function scoreAcceptedReport(trx: Db, auditStoreId: number, cycleId: number, now: Date) {
  const rules = await rulesInForce(trx, cycleId);
  const questionnaire = await loadQuestionnaire(trx, cycleId);
  const answers = await loadAnswers(trx, auditStoreId);
  await insertReportScoreOnce(trx, newReportScore(auditStoreId, rules, questionnaire, answers, now));
}

/** A report's score as `report_scores` holds it: thousandths of a percent, each section's figure. */
export function newReportScore(
  auditStoreId: number,
  rules: ScoringRules,
  questionnaire: Section[],
  answers: Answer[],
  now: Date,
): NewReportScore {
  const score = scoreQuestionnaire(rules, questionnaire, answers);
  return {
    auditStoreId,
    rulesVersion: score.rulesVersion,
    scoreMilli: score.percent === null ? null : Math.round(score.percent * 1000),
    passed: score.passed,
    sections: JSON.stringify(
      score.sections.map(({ sectionId, weight, percent }) => ({ section_id: sectionId, weight, percent })),
    ),
    scoredAt: now.toISOString(),
  };
}
