import type { QuestionType } from './lookups';
import type { Answer, Section } from './report';

/**
 * A report's score under its cycle's scoring rules (decision 0075), with the explanation that adds
 * up to it: one function for the server's figures and every screen's, so a brand's overview, a
 * store's row and "Explain this score" can never disagree. No zod: a screen that shows a score
 * loads none (decision 0051).
 *
 * - A question earns the marks of its chosen options, at most its `max_marks`; a PLAIN question
 *   earns none and is not scored. Not applicable and unanswered questions leave the denominator.
 * - A section's score is what its questions earned over what they could, in percent, capped at
 *   100 (bonus questions add to what is earned, never to what is possible).
 * - A critical question must earn its full marks: one that does not sets its section, or the whole
 *   report, to 0, as the rules say.
 * - The report's score is the mean of its sections' scores by their weights; a section with
 *   nothing scored, or of weight 0, takes no part.
 */

export interface ScoringRules {
  /** the version of the cycle's rules the score was computed under */
  version: number;
  /** a section's weight by its id: 1 where not named, 0 leaves it out */
  sectionWeights: Readonly<Record<number, number>>;
  criticalQuestionIds: readonly number[];
  /** what a failed critical question sets to 0 */
  criticalZeroes: 'section' | 'report';
  /** questions whose marks are earned on top of what is possible */
  bonusQuestionIds: readonly number[];
  /** the brand's pass mark, in percent: a visit under it opens an action plan (decision 0084) */
  passMark: number;
  /** days a plan opened on this cycle's visits has, from the business day it opens (decision 0089) */
  actionPlanDays: number;
}

/** The rules of a cycle whose brand set none: every section alike, nothing critical, pass at 70. */
export const DEFAULT_SCORING_RULES: ScoringRules = {
  version: 0,
  sectionWeights: {},
  criticalQuestionIds: [],
  criticalZeroes: 'section',
  bonusQuestionIds: [],
  passMark: 70,
  actionPlanDays: 7,
};

export interface ScoringQuestion {
  id: number;
  question_type: QuestionType;
  options: ReadonlyArray<{ value: string; marks: number }>;
  max_marks: number;
}

export interface ScoringAnswer {
  /** chosen option values (PLAIN: the typed text) */
  answer_text: readonly string[];
  not_applicable: boolean;
}

export interface ScoringSection {
  id: number;
  items: ReadonlyArray<{ question: ScoringQuestion; answer: ScoringAnswer | undefined }>;
}

export type QuestionScoreState = 'scored' | 'notApplicable' | 'unanswered' | 'notScored';

export interface QuestionScore {
  questionId: number;
  state: QuestionScoreState;
  earned: number;
  /** what it adds to the section's denominator: 0 for a bonus question and any not scored */
  possible: number;
  critical: boolean;
  failedCritical: boolean;
  bonus: boolean;
}

export interface SectionScore {
  sectionId: number;
  weight: number;
  earned: number;
  possible: number;
  /** null when nothing in it was scored */
  percent: number | null;
  zeroedByCritical: boolean;
  questions: QuestionScore[];
}

export interface ReportScore {
  rulesVersion: number;
  /** null when nothing in the report was scored */
  percent: number | null;
  zeroedByCritical: boolean;
  passed: boolean | null;
  sections: SectionScore[];
}

function scoreQuestion(
  rules: ScoringRules,
  question: ScoringQuestion,
  answer: ScoringAnswer | undefined,
): QuestionScore {
  const critical = rules.criticalQuestionIds.includes(question.id);
  const bonus = rules.bonusQuestionIds.includes(question.id);
  const base = { questionId: question.id, earned: 0, possible: 0, critical, failedCritical: false, bonus };
  if (question.question_type === 'PLAIN') return { ...base, state: 'notScored' };
  if (answer?.not_applicable) return { ...base, state: 'notApplicable' };
  if (!answer || answer.answer_text.length === 0) return { ...base, state: 'unanswered' };
  const chosen = question.options.filter((option) => answer.answer_text.includes(option.value));
  const sum = chosen.reduce((total, option) => total + option.marks, 0);
  const earned = Math.max(0, Math.min(sum, question.max_marks));
  return {
    ...base,
    state: 'scored',
    earned,
    possible: bonus ? 0 : question.max_marks,
    failedCritical: critical && earned < question.max_marks,
  };
}

function scoreSection(rules: ScoringRules, section: ScoringSection): SectionScore {
  const questions = section.items.map(({ question, answer }) => scoreQuestion(rules, question, answer));
  const earned = questions.reduce((total, q) => total + q.earned, 0);
  const possible = questions.reduce((total, q) => total + q.possible, 0);
  const zeroedByCritical = questions.some((q) => q.failedCritical);
  const percent = possible === 0 ? null : zeroedByCritical ? 0 : Math.min(100, (earned / possible) * 100);
  const weight = rules.sectionWeights[section.id] ?? 1;
  return { sectionId: section.id, weight, earned, possible, percent, zeroedByCritical, questions };
}

/**
 * A question lost marks in a report when it earned less than it could (decision 0078): the brand's
 * questions view counts them, and a corrective action asks the store to fix them (decision 0084).
 */
export const lostMarks = (earned: number, possible: number) => earned < possible;

export function scoreReport(rules: ScoringRules, sections: readonly ScoringSection[]): ReportScore {
  const scored = sections.map((section) => scoreSection(rules, section));
  const counted = scored.filter((s) => s.percent !== null && s.weight > 0);
  const weights = counted.reduce((total, s) => total + s.weight, 0);
  const zeroedByCritical = rules.criticalZeroes === 'report' && scored.some((s) => s.zeroedByCritical);
  const mean =
    weights === 0 ? null : counted.reduce((total, s) => total + s.weight * (s.percent ?? 0), 0) / weights;
  const percent = mean === null ? null : zeroedByCritical ? 0 : mean;
  return {
    rulesVersion: rules.version,
    percent,
    zeroedByCritical,
    passed: percent === null ? null : percent >= rules.passMark,
    sections: scored,
  };
}

/** A report's score from its questionnaire and answers, as the server stores it and screens show it. */
export function scoreQuestionnaire(
  rules: ScoringRules,
  questionnaire: readonly Section[],
  answers: readonly Answer[],
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

/** The spec's score colours: 95 or above green, 80 blue, 70 yellow, 50 orange, below red. */
export const SCORE_BANDS = [
  { from: 95, band: 'green' },
  { from: 80, band: 'blue' },
  { from: 70, band: 'yellow' },
  { from: 50, band: 'orange' },
  { from: 0, band: 'red' },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(percent: number): ScoreBand {
  return SCORE_BANDS.find((entry) => percent >= entry.from)?.band ?? 'red';
}

/** A score as a brand reads it: one decimal, "77.3%". */
/** A score as people and files read it: one decimal (every screen, export and webhook event). */
export const scoreToTenth = (percent: number) => Math.round(percent * 10) / 10;
export const formatScore = (percent: number) => `${scoreToTenth(percent).toFixed(1)}%`;
