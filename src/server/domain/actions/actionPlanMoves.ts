import {
  ACTION_ITEM_RESUBMIT_DAYS,
  ACTION_PLAN_MESSAGES,
  type ActionItemAnswer,
  type ActionItemReview,
  type ActionPlan,
  planStateAfterReview,
} from '../../../contract';
import { laterDate } from '../../../contract/calendarDates';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  actionItemOf,
  claimPlan,
  insertPlanEvent,
  itemStates,
  moveItem,
  setPlanState,
} from '../../repositories/actionPlanMoves';
import type { ObjectStore } from '../../storage';
import { calendarDate, shiftCalendarDate } from '../calendar';
import { refused } from '../errors';
import { notifyActionStep } from '../notices/actionNotices';
import { type ActionReader, reachedItem, reachedPlan } from './actionPlanReach';
import { actionPlanView } from './actionPlanViews';

/**
 * A plan's steps (decision 0085): the store answers its items and sends the plan for review; a
 * seat above the store accepts each item or sends it back; the plan is resolved when every item
 * is. Each step is a guarded transition in one transaction with its history and its notices
 * (repositories/actionPlanMoves.ts says how one wins). A step replayed after a lost answer (the
 * device's outbox resends it) finds its work done and answers the plan as it is, never an error.
 */

export async function answerActionItem(
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  itemId: number,
  answer: ActionItemAnswer,
  now: Date,
): Promise<ActionPlan> {
  const { item, powers } = await reachedItem(db, reader, itemId);
  if (!powers.answers) throw refused(ACTION_PLAN_MESSAGES.notAnswerer);
  const at = now.toISOString();
  await inWriteTransaction(db, async (trx) => {
    if (!(await claimPlan(trx, item.plan_id, ['OPEN'], at))) {
      const current = await actionItemOf(trx, itemId);
      // the same answer again, after the plan moved on: the device's resend of a call that landed
      if (current?.state !== 'OPEN' && current?.done_text === answer.done_text) return;
      throw refused(ACTION_PLAN_MESSAGES.notAnswerable);
    }
    const current = await actionItemOf(trx, itemId);
    if (
      !(await moveItem(trx, itemId, ['OPEN', 'READY'], { state: 'READY', done_text: answer.done_text }, at))
    )
      throw refused(ACTION_PLAN_MESSAGES.notAnswerable);
    if (current?.state === 'OPEN')
      await insertPlanEvent(trx, {
        planId: item.plan_id,
        itemId,
        from: 'OPEN',
        to: 'READY',
        by: reader.userId,
        note: null,
        at,
      });
  });
  return actionPlanView(db, store, reader, item.plan_id, now);
}

export async function sendPlanForReview(
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  planId: number,
  now: Date,
): Promise<ActionPlan> {
  const { powers } = await reachedPlan(db, reader, planId);
  if (!powers.answers) throw refused(ACTION_PLAN_MESSAGES.notAnswerer);
  const at = now.toISOString();
  await inWriteTransaction(db, async (trx) => {
    // already sent (a resend), or already resolved: nothing more to do
    if (!(await claimPlan(trx, planId, ['OPEN'], at))) return;
    const items = await itemStates(trx, planId);
    if (items.some((row) => row.state === 'OPEN')) throw refused(ACTION_PLAN_MESSAGES.notReady);
    await setPlanState(trx, planId, { state: 'IN_REVIEW' }, at);
    await insertPlanEvent(trx, {
      planId,
      itemId: null,
      from: 'OPEN',
      to: 'IN_REVIEW',
      by: reader.userId,
      note: null,
      at,
    });
    await notifyActionStep(trx, planId, 'action_plan_ready', now);
  });
  return actionPlanView(db, store, reader, planId, now);
}

export async function reviewActionItem(
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  itemId: number,
  review: ActionItemReview,
  now: Date,
): Promise<ActionPlan> {
  const { item, plan, powers } = await reachedItem(db, reader, itemId);
  if (!powers.reviews) throw refused(ACTION_PLAN_MESSAGES.notReviewer);
  const at = now.toISOString();
  const accept = review.decision === 'accept';
  await inWriteTransaction(db, async (trx) => {
    if (!(await claimPlan(trx, item.plan_id, ['IN_REVIEW'], at)))
      throw refused(ACTION_PLAN_MESSAGES.notInReview);
    const again = shiftCalendarDate(calendarDate(now), ACTION_ITEM_RESUBMIT_DAYS);
    const dueAgain = laterDate(item.due_date, again);
    const moved = await moveItem(
      trx,
      itemId,
      ['READY'],
      accept ? { state: 'ACCEPTED' } : { state: 'OPEN', review_note: review.note, due_date: dueAgain },
      at,
    );
    if (!moved) throw refused(ACTION_PLAN_MESSAGES.notReviewable);
    const to = accept ? 'ACCEPTED' : 'OPEN';
    await insertPlanEvent(trx, {
      planId: item.plan_id,
      itemId,
      from: 'READY',
      to,
      by: reader.userId,
      note: review.note === '' ? null : review.note,
      at,
    });
    const items = await itemStates(trx, item.plan_id);
    const next = planStateAfterReview(items.map((row) => row.state));
    if (!accept) await notifyActionStep(trx, item.plan_id, 'action_item_sent_back', now);
    if (next === 'IN_REVIEW') return;
    // back with the store: due when its latest sent-back item is, never earlier than it was
    const planDue = laterDate(
      plan.due_date,
      ...items.filter((row) => row.state === 'OPEN').map((row) => row.due_date),
    );
    await setPlanState(trx, item.plan_id, { state: next, due_date: planDue }, at);
    await insertPlanEvent(trx, {
      planId: item.plan_id,
      itemId: null,
      from: 'IN_REVIEW',
      to: next,
      by: reader.userId,
      note: null,
      at,
    });
    if (next === 'RESOLVED') await notifyActionStep(trx, item.plan_id, 'action_plan_resolved', now);
  });
  return actionPlanView(db, store, reader, item.plan_id, now);
}
