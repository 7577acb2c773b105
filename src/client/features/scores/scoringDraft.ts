import {
  ACTION_PLAN_DAYS_MAX,
  ACTION_PLAN_DAYS_MESSAGE,
  type CycleScoring,
  type ScoringRulesBody,
} from '../../../contract';

/** What a scored question counts as under the rules being written. */
export type QuestionPart = 'counts' | 'critical' | 'bonus';

/** The scoring form as typed: numbers stay text until saved, so a half-typed one is not lost. */
export interface ScoringDraft {
  passMark: string;
  actionPlanDays: string;
  criticalZeroes: 'section' | 'report';
  weights: Record<number, string>;
  parts: Record<number, QuestionPart>;
}

export function draftOf(scoring: CycleScoring): ScoringDraft {
  const { rules } = scoring;
  const weights: Record<number, string> = {};
  const parts: Record<number, QuestionPart> = {};
  for (const section of scoring.sections) {
    weights[section.id] = String(rules.sectionWeights.find((w) => w.section_id === section.id)?.weight ?? 1);
    for (const question of section.questions)
      parts[question.id] = rules.criticalQuestionIds.includes(question.id)
        ? 'critical'
        : rules.bonusQuestionIds.includes(question.id)
          ? 'bonus'
          : 'counts';
  }
  return {
    passMark: String(rules.passMark),
    actionPlanDays: String(rules.actionPlanDays),
    criticalZeroes: rules.criticalZeroes,
    weights,
    parts,
  };
}

const percentOrNull = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
};

/** The body to save, or what is wrong with the draft (a weight or pass mark out of 0 to 100, the days). */
export function bodyOf(draft: ScoringDraft, basedOn: number): ScoringRulesBody | string {
  const passMark = percentOrNull(draft.passMark);
  if (passMark === null) return 'The pass mark is a percentage from 0 to 100.';
  const actionPlanDays = Number(draft.actionPlanDays);
  if (!Number.isInteger(actionPlanDays) || actionPlanDays < 1 || actionPlanDays > ACTION_PLAN_DAYS_MAX)
    return ACTION_PLAN_DAYS_MESSAGE;
  const sectionWeights: ScoringRulesBody['sectionWeights'] = [];
  for (const [id, text] of Object.entries(draft.weights)) {
    const weight = percentOrNull(text);
    if (weight === null) return 'Each weight is a number from 0 to 100.';
    sectionWeights.push({ section_id: Number(id), weight });
  }
  const with_ = (part: QuestionPart) =>
    Object.entries(draft.parts)
      .filter(([, chosen]) => chosen === part)
      .map(([id]) => Number(id));
  return {
    based_on_version: basedOn,
    passMark,
    actionPlanDays,
    criticalZeroes: draft.criticalZeroes,
    sectionWeights,
    criticalQuestionIds: with_('critical'),
    bonusQuestionIds: with_('bonus'),
  };
}
