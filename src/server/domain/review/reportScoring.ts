import {
  type Answer,
  DEFAULT_SCORING_RULES,
  lostMarks,
  type ReportScore,
  type ScoringRules,
  type Section,
  scoreQuestionnaire,
  scoringRulesOf,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import { type WaveFigurePlace, waveFigurePlacesOf } from '../../repositories/brandWaveFigures';
import {
  insertReportScoreOnce,
  lockedReportScore,
  type NewReportScore,
  replaceReportScore,
  reportScoreRow,
  scoringRulesRow,
  scoringRulesVersionRow,
  unscoredAcceptedReports,
} from '../../repositories/reportScores';
import { FigureChanges } from '../brand/waveFigures';
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
export async function scoreAcceptedReport(
  trx: Db,
  auditStoreId: number,
  cycleId: number,
  now: Date,
): Promise<{ score: ReportScore; answers: Answer[]; actionPlanDays: number }> {
  const rules = await rulesInForce(trx, cycleId);
  const questionnaire = await loadQuestionnaire(trx, cycleId);
  const answers = await loadAnswers(trx, auditStoreId);
  const changes = new FigureChanges();
  const places = await waveFigurePlacesOf(trx, [auditStoreId]);
  const score = scoreQuestionnaire(rules, questionnaire, answers);
  await writeScore(trx, newScoreRow(auditStoreId, score, now), places.get(auditStoreId), changes, false);
  await changes.write(trx);
  return { score, answers, actionPlanDays: rules.actionPlanDays };
}

/** The stored score's columns as the brand's summed figures read them. */
const storedOf = (score: NewReportScore) => ({
  score_milli: score.scoreMilli,
  passed: score.passed === null ? null : score.passed ? 1 : 0,
  sections: score.sections,
});

/**
 * Writes a report's score in `trx`, its first or over the stored one (`over`), and counts the
 * change into the brand's summed figures (`changes`, written by the caller at the end). The old
 * score is read with its row locked, so two rescorings of one report at once each take back what
 * the other wrote rather than the same old score twice.
 */
async function writeScore(
  trx: Db,
  score: NewReportScore,
  place: WaveFigurePlace | undefined,
  changes: FigureChanges,
  over: boolean,
): Promise<void> {
  if (await insertReportScoreOnce(trx, score)) return changes.count(place, storedOf(score), 1);
  if (!over) return;
  const old = await lockedReportScore(trx, score.auditStoreId);
  await replaceReportScore(trx, score);
  changes.count(place, old, -1);
  changes.count(place, storedOf(score), 1);
}

/** A report's score as `report_scores` holds it: thousandths of a percent, each section's figure. */
export function newReportScore(
  auditStoreId: number,
  rules: ScoringRules,
  questionnaire: Section[],
  answers: Answer[],
  now: Date,
): NewReportScore {
  return newScoreRow(auditStoreId, scoreQuestionnaire(rules, questionnaire, answers), now);
}

/** A computed score as its stored row. */
function newScoreRow(auditStoreId: number, score: ReportScore, now: Date): NewReportScore {
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
    lostQuestionIds: score.sections.flatMap((section) =>
      section.questions
        .filter((question) => question.state === 'scored' && lostMarks(question.earned, question.possible))
        .map((question) => question.questionId),
    ),
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
  // in id order: each transaction takes the reports' rows in one order (FigureChanges says why)
  const sorted = [...ids].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += SCORE_BATCH) {
    const batch = sorted.slice(start, start + SCORE_BATCH);
    await inWriteTransaction(db, async (trx) => {
      const answers = await loadAnswersOf(trx, batch);
      const places = await waveFigurePlacesOf(trx, batch);
      const changes = new FigureChanges();
      for (const id of batch) {
        const score = newReportScore(id, rules, questionnaire, answers.get(id) ?? [], now);
        await writeScore(trx, score, places.get(id), changes, true);
      }
      await changes.write(trx);
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
