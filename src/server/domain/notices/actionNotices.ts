import { formatCalendarDate } from '../../../contract/calendarDates';
import { NOTICE_LINKS, type NoticeKind } from '../../../contract/notices';
import type { Db } from '../../db/database';
import {
  actionPlanOwner,
  actionPlanReviewerIds,
  actionPlanStepCount,
  headOfficeIds,
} from '../../repositories/actionPlanMoves';
import { actionPlanRows } from '../../repositories/actionPlans';
import type { NoticeText } from './noticeTexts';
import { notify } from './notify';

/**
 * Who hears of a plan's steps (decision 0085), inside the step's transaction: its owner when it
 * opens, when it nears and passes its deadline, when an item comes back and when it is resolved;
 * its reviewers when it is ready. A plan nobody owns is the head office's. The plan, the step and
 * the round (how many steps the plan has had) name the event, so a replayed step tells nobody twice.
 */

type ActionKind = Extract<NoticeKind, `action_${string}`>;

interface PlanFacts {
  store: string;
  cycle: string;
  due: string;
  items: number;
  accepted: number;
}

const where = (plan: PlanFacts) => `${plan.store}, after the ${plan.cycle} visit`;
const count = (n: number) => (n === 1 ? 'one item' : `${n} items`);

const ACTION_TEXTS: Record<ActionKind, (plan: PlanFacts) => { title: string; body: string }> = {
  action_plan_opened: (plan) => ({
    title: 'Action plan to work',
    body: `${where(plan)}: ${count(plan.items)} to fix by ${formatCalendarDate(plan.due)}. Say what was done for each, with a photo, then send it for review.`,
  }),
  action_plan_due: (plan) => ({
    title: 'Action plan due in two days',
    body: `${where(plan)}: the plan is due ${formatCalendarDate(plan.due)} and is not sent for review yet.`,
  }),
  action_plan_overdue: (plan) => ({
    title: 'Action plan overdue',
    body: `${where(plan)}: the plan was due ${formatCalendarDate(plan.due)} and is not sent for review yet.`,
  }),
  action_plan_ready: (plan) => ({
    title: 'Action plan ready for review',
    body: `${where(plan)}: the store answered ${count(plan.items - plan.accepted)}. Accept each, or send it back with a note.`,
  }),
  action_item_sent_back: (plan) => ({
    title: 'Action item sent back',
    body: `${where(plan)}: the reviewer sent an item back with a note. It is due ${formatCalendarDate(plan.due)}.`,
  }),
  action_plan_resolved: (plan) => ({
    title: 'Action plan resolved',
    body: `${where(plan)}: every item is accepted. Thank you.`,
  }),
};

async function planFacts(trx: Db, planId: number) {
  const plan = await actionPlanOwner(trx, planId);
  if (!plan) return undefined;
  const [row] = await actionPlanRows(trx, { clientId: plan.client_id, cityIds: null, storeId: null }, planId);
  if (!row) return undefined;
  return {
    clientId: plan.client_id,
    ownerId: plan.owner_id,
    round: await actionPlanStepCount(trx, planId),
    facts: {
      store: `${row.store_name}, ${row.city_name}`,
      cycle: row.cycle_name,
      due: row.due_date,
      items: Number(row.items ?? 0),
      accepted: Number(row.items_accepted ?? 0),
    },
  };
}

/**
 * Tells the people a step is for: the reviewers for `action_plan_ready`, else the owner (the head
 * office when nobody owns the plan). `eventKey` names the step once for all its recipients; by
 * default the plan's round.
 */
export async function notifyActionStep(
  trx: Db,
  planId: number,
  kind: ActionKind,
  now: Date,
  eventKey?: string,
): Promise<void> {
  const plan = await planFacts(trx, planId);
  if (!plan) return;
  const recipients =
    kind === 'action_plan_ready'
      ? await actionPlanReviewerIds(trx, planId)
      : plan.ownerId !== null
        ? [plan.ownerId]
        : await headOfficeIds(trx, plan.clientId);
  const text: NoticeText = { ...ACTION_TEXTS[kind](plan.facts), link: NOTICE_LINKS.actionPlan(planId) };
  for (const recipientId of recipients)
    await notify(
      trx,
      { recipientId, kind, eventKey: eventKey ?? `action:${planId}:${kind}:${plan.round}`, text },
      now,
    );
}
