import {
  type Answer,
  DEFAULT_SCORING_RULES,
  type ScoringRules,
  type Section,
  scoreQuestionnaire,
  scoringRulesOf,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  insertReportScoreOnce,
  type NewReportScore,
  replaceReportScore,
  reportScoreRow,
  scoringRulesRow,
  scoringRulesVersionRow,
  unscoredAcceptedReports,
} from '../../repositories/reportScores';
import { loadAnswers, loadAnswersOf, loadQuestionnaire } from '../reportData';

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
      score.sections.map(({ sectionId, weight, percent, questions }) => ({
        section_id: sectionId,
        weight,
        percent,
        // each scored question's [id, earned, possible]: what the brand's questions view reads
        // (decision 0078); a report scored before it has none until rescored
        questions: questions
          .filter((question) => question.state === 'scored' && question.possible > 0)
          .map((question) => [question.questionId, question.earned, question.possible]),
      })),
    ),
    scoredAt: now.toISOString(),
  };
}

/** Reports scored per transaction: a cycle's thousands of reports never hold one lock long. */
const SCORE_BATCH = 200;

/**
 * Writes the score of each report of `ids` (of one cycle) under `rules`, over any stored one:
 * for the explicit rescoring (cycleScoring.ts) and the seed's reports accepted without a score.
 */
export async function writeScores(
  db: Db,
  cycleId: number,
  rules: ScoringRules,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  const questionnaire = await loadQuestionnaire(db, cycleId);
  for (let start = 0; start < ids.length; start += SCORE_BATCH) {
    const batch = ids.slice(start, start + SCORE_BATCH);
    await inWriteTransaction(db, async (trx) => {
      const answers = await loadAnswersOf(trx, batch);
      for (const id of batch)
        await replaceReportScore(trx, newReportScore(id, rules, questionnaire, answers.get(id) ?? [], now));
    });
  }
}

/** Scores every accepted report that has none, under its cycle's rules in force (the seed's). */
export async function scoreUnscoredAcceptedReports(db: Db, now: Date): Promise<number> {
  const reports = await unscoredAcceptedReports(db);
  const byCycle = new Map<number, number[]>();
  for (const report of reports) {
    const ids = byCycle.get(report.audit_cycle_id) ?? [];
    ids.push(report.id);
    byCycle.set(report.audit_cycle_id, ids);
  }
  for (const [cycleId, ids] of byCycle)
    await writeScores(db, cycleId, await rulesInForce(db, cycleId), ids, now);
  return reports.length;
}
