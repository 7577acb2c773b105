import { z } from 'zod';
import { ACTION_PLAN_STATES } from './actionPlans';
import { lostMarks, type ReportScore } from './reportScore';

/**
 * The next visit after a plan (decision 0088): the store's latest plan from an earlier visit, read
 * with a report by its reviewers and by the brand, and whether each question it named passes now.
 * A wave's questions are its own rows, so a question is the same one in the next wave when its
 * text is.
 */
export const earlierPlanSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(ACTION_PLAN_STATES),
    created_at: z.string(),
    due_date: z.string(),
    items: z.array(z.object({ question_text: z.string() })),
  })
  .nullable();
export type EarlierPlan = z.infer<typeof earlierPlanSchema>;

export interface FollowUp {
  items: Array<{ question_text: string; now_passes: boolean | null }>;
  /** questions of the plan that pass in this visit */
  passing: number;
  /** questions of the plan this visit scored */
  compared: number;
}

/**
 * Whether each question the plan named passes in this visit: it kept its marks and failed no
 * critical rule; null where this visit did not ask it or did not score it.
 */
export function followUpOf(
  plan: NonNullable<EarlierPlan>,
  score: ReportScore,
  questionnaire: ReadonlyArray<{ questions: ReadonlyArray<{ id: number; question_txt: string }> }>,
): FollowUp {
  const idOfText = new Map(
    questionnaire.flatMap((section) => section.questions.map((q) => [q.question_txt, q.id] as const)),
  );
  const scores = new Map(
    score.sections.flatMap((section) => section.questions.map((q) => [q.questionId, q] as const)),
  );
  const items = plan.items.map(({ question_text }) => {
    const id = idOfText.get(question_text);
    const now = id === undefined ? undefined : scores.get(id);
    const passes =
      now?.state === 'scored' ? !now.failedCritical && !lostMarks(now.earned, now.possible) : null;
    return { question_text, now_passes: passes };
  });
  return {
    items,
    passing: items.filter((item) => item.now_passes === true).length,
    compared: items.filter((item) => item.now_passes !== null).length,
  };
}
