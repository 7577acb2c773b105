import {
  type Answer,
  DEFAULT_SCORING_RULES,
  type ReportScore,
  type Section,
  scoreReport,
  scoringRulesOf,
} from '../../../contract';
import type { Db } from '../../db/database';
import { insertReportScoreOnce, scoringRulesRow } from '../../repositories/reportScores';
import { loadAnswers, loadQuestionnaire } from '../reportData';

/**
 * A report's score under its cycle's rules (decision 0075): computed by the contract's one
 * function from the questionnaire's visible questions and the report's answers.
 */
export function scoreOf(
  rules: Parameters<typeof scoreReport>[0],
  questionnaire: Section[],
  answers: Answer[],
): ReportScore {
  const byQuestion = new Map(answers.map((answer) => [answer.question, answer]));
  return scoreReport(
    rules,
    questionnaire.map((section) => ({
      id: section.id,
      items: section.questions.map((question) => ({
        question: { ...question, options: question.question_data.options },
        answer: byQuestion.get(question.id),
      })),
    })),
  );
}

/** The cycle's rules in force now: its newest version, or the defaults when the brand set none. */
export async function rulesInForce(db: Db, cycleId: number) {
  const row = await scoringRulesRow(db, cycleId);
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
  const score = scoreOf(rules, questionnaire, answers);
  await insertReportScoreOnce(trx, {
    auditStoreId,
    rulesVersion: score.rulesVersion,
    scoreMilli: score.percent === null ? null : Math.round(score.percent * 1000),
    passed: score.passed,
    sections: JSON.stringify(
      score.sections.map(({ sectionId, weight, percent }) => ({ section_id: sectionId, weight, percent })),
    ),
    scoredAt: now.toISOString(),
  });
}
