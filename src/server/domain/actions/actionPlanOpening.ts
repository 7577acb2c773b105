import {
  type ActionPlanReason,
  type Answer,
  actionItemQuestions,
  actionPlanReasonOf,
  type ReportScore,
} from '../../../contract';
import type { Db } from '../../db/database';
import { actionPlanOwnerId, actionPlanPlace, insertActionPlanOnce } from '../../repositories/actionPlans';
import { calendarDate, shiftCalendarDate } from '../calendar';
import { notifyActionStep } from '../notices/actionNotices';

/**
 * A failed visit opens a corrective action plan by rule (decision 0084), in the transaction of
 * the accept that scored it (`writeAcceptance`, after the score): so a plan exists if and only if
 * the accept committed, with the score it was accepted with. A visit fails on a critical question
 * failed, or a score under the pass mark of the rules it was scored under; the plan's items are the
 * questions that lost marks, each with the answer and comment the brand accepted. Due
 * the rules' `actionPlanDays` from the business day of the accept (decision 0089); owned by the store's manager, else the region's.
 * Returns the plan's id when one opened.
 */
export async function openActionPlanByRule(
  trx: Db,
  auditStoreId: number,
  scored: ScoredVisit,
  now: Date,
): Promise<number | undefined> {
  const reason = actionPlanReasonOf(scored.score);
  if (reason === null) return undefined;
  return openActionPlan(trx, auditStoreId, scored, { reason, openedBy: null }, now);
}

export interface ScoredVisit {
  score: ReportScore;
  answers: readonly Answer[];
  /** the days a plan has under the rules the visit was scored by (decision 0089) */
  actionPlanDays: number;
}

/**
 * Opens a visit's plan, once (a second returns undefined), with an item per question that lost
 * marks, or per one of `questionIds` among them (by hand, decision 0087), and tells its owner.
 */
export async function openActionPlan(
  trx: Db,
  auditStoreId: number,
  scored: ScoredVisit,
  opening: { reason: ActionPlanReason; openedBy: number | null; questionIds?: ReadonlySet<number> },
  now: Date,
): Promise<number | undefined> {
  const place = await actionPlanPlace(trx, auditStoreId);
  if (!place) return undefined;
  const answers = new Map(scored.answers.map((answer) => [answer.question, answer]));
  const questionScores = new Map(
    scored.score.sections.flatMap((section) => section.questions.map((q) => [q.questionId, q] as const)),
  );
  const dueDate = shiftCalendarDate(calendarDate(now), scored.actionPlanDays);
  const planId = await insertActionPlanOnce(trx, {
    clientId: place.client_id,
    storeId: place.store_id,
    auditStoreId,
    reason: opening.reason,
    ownerId: await actionPlanOwnerId(trx, place),
    dueDate,
    openedBy: opening.openedBy,
    at: now.toISOString(),
    items: actionItemQuestions(scored.score)
      .filter(({ questionId }) => opening.questionIds?.has(questionId) ?? true)
      .map(({ questionId, critical }) => {
        const answer = answers.get(questionId);
        const question = questionScores.get(questionId);
        return {
          questionId,
          critical,
          earned: question?.earned ?? 0,
          possible: question?.possible ?? 0,
          answerText: JSON.stringify(answer?.answer_text ?? []),
          answerComment: answer?.answer_comment ?? '',
        };
      }),
  });
  // its owner hears of it in the same transaction (decision 0085)
  if (planId !== undefined) await notifyActionStep(trx, planId, 'action_plan_opened', now);
  return planId;
}
