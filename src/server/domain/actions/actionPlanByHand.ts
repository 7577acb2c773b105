import {
  ACTION_PLAN_MESSAGES,
  type ActionPlan,
  type ActionPlanOpenBody,
  actionItemQuestions,
  mayOpenActionPlan,
  type ReportScore,
  scoreQuestionnaire,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import { actionPlanOfReport } from '../../repositories/actionPlans';
import { scoredReportInScope } from '../../repositories/brandScores';
import type { ObjectStore } from '../../storage';
import { fieldsRefused, notFound, refused } from '../errors';
import { loadAnswers, loadQuestionnaire } from '../reportData';
import { rulesOfReport } from '../review/reportScoring';
import { openActionPlan, type ScoredVisit } from './actionPlanOpening';
import type { ActionReader } from './actionPlanReach';
import { actionPlanView } from './actionPlanViews';

/**
 * A plan opened by hand (decision 0087): a seat above the store opens one from any visit its seat
 * reaches, one that passed too, for the questions it chooses among those that lost marks. Scored
 * as the brand reads it, under the rules it was accepted under. One plan per visit: the unique
 * report id of `insertActionPlanOnce` has two hands at once, or a hand and the rule, open one.
 */

async function visitScored(db: Db, auditStoreId: number, cycleId: number): Promise<ScoredVisit> {
  const [rules, questionnaire, answers] = await Promise.all([
    rulesOfReport(db, auditStoreId, cycleId),
    loadQuestionnaire(db, cycleId),
    loadAnswers(db, auditStoreId),
  ]);
  return {
    score: scoreQuestionnaire(rules, questionnaire, answers),
    answers,
    actionPlanDays: rules.actionPlanDays,
  };
}

export async function openActionPlanByHand(
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  auditStoreId: number,
  body: ActionPlanOpenBody,
  now: Date,
): Promise<ActionPlan> {
  const report = await scoredReportInScope(db, reader.scope, auditStoreId);
  if (!report) throw notFound();
  if (!mayOpenActionPlan(reader.seat)) throw refused(ACTION_PLAN_MESSAGES.notOpener);
  const scored = await visitScored(db, auditStoreId, report.cycle_id);
  const fixable = new Set(actionItemQuestions(scored.score).map((question) => question.questionId));
  if (body.question_ids.some((id) => !fixable.has(id)))
    throw fieldsRefused({ question_ids: [ACTION_PLAN_MESSAGES.notFixable] });
  const planId = await inWriteTransaction(db, (trx) =>
    openActionPlan(
      trx,
      auditStoreId,
      scored,
      { reason: 'by_hand', openedBy: reader.userId, questionIds: new Set(body.question_ids) },
      now,
    ),
  );
  if (planId === undefined) throw refused(ACTION_PLAN_MESSAGES.planExists);
  return actionPlanView(db, store, reader, planId, now);
}

/** What a brand report says of its corrective action: its plan, else what a hand may open. */
export async function reportAction(
  db: Db,
  seat: ActionReader['seat'],
  auditStoreId: number,
  score: ReportScore,
) {
  const plan = await actionPlanOfReport(db, auditStoreId);
  if (plan) return { plan, fixable_question_ids: [], can_open: false };
  const fixable = actionItemQuestions(score).map((question) => question.questionId);
  return {
    plan: null,
    fixable_question_ids: fixable,
    can_open: fixable.length > 0 && mayOpenActionPlan(seat),
  };
}
