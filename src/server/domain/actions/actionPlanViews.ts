import {
  ACTION_UNNAMED_OWNER,
  type ActionPlan,
  type ActionPlanList,
  actionPlanPowers,
  isOverdue,
} from '../../../contract';
import type { Db } from '../../db/database';
import { actionItemRows, actionPlanEventRows, actionPlanRows } from '../../repositories/actionPlans';
import type { BrandScope } from '../../repositories/brandScores';
import type { ObjectStore } from '../../storage';
import { calendarDate } from '../calendar';
import { notFound } from '../errors';
import type { ActionReader } from './actionPlanReach';
import { itemProofsOf } from './actionProofs';

/**
 * A brand's plans as its people read them (decision 0084), within their seat as its figures are
 * (`brandScopeOf`): the head office every store's, a region manager their region's, a store
 * manager their store's. A plan outside the seat is not found, as another brand's report is.
 */

const nameOf = (first: string | null, last: string | null) => {
  const name = [first, last].filter((part) => part).join(' ');
  return name === '' ? null : name;
};

type PlanRow = Awaited<ReturnType<typeof actionPlanRows>>[number];

function planHead(row: PlanRow, today: string) {
  return {
    id: row.id,
    report_id: row.report_id,
    store_id: row.store_id,
    store_name: row.store_name,
    city_name: row.city_name,
    cycle_name: row.cycle_name,
    reason: row.reason,
    state: row.state,
    // a plan whose owner left their profile unnamed still has an owner
    owner_name:
      row.owner_id === null ? null : (nameOf(row.owner_first, row.owner_last) ?? ACTION_UNNAMED_OWNER),
    due_date: row.due_date,
    overdue: isOverdue(row.due_date, row.state === 'RESOLVED', today),
    created_at: row.created_at,
    resolved_at: row.resolved_at,
  };
}

const DAY_MS = 86_400_000;
/** Days between two instants, to a tenth: a plan resolved the same afternoon took 0.2 days. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / (DAY_MS / 10)) / 10;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

type ListedPlan = ReturnType<typeof planHead>;
const resolveDaysOf = (plans: readonly ListedPlan[]) =>
  median(
    plans.flatMap((plan) =>
      plan.resolved_at === null ? [] : [daysBetween(plan.created_at, plan.resolved_at)],
    ),
  );

/** The plans per store, most open first, then by name. */
function plansByStore(plans: readonly ListedPlan[]): ActionPlanList['stores'] {
  const byStore = new Map<number, ListedPlan[]>();
  for (const plan of plans) byStore.set(plan.store_id, [...(byStore.get(plan.store_id) ?? []), plan]);
  return [...byStore.values()]
    .map((own) => {
      const first = own[0] as ListedPlan;
      const resolved = own.filter((plan) => plan.state === 'RESOLVED');
      return {
        store_id: first.store_id,
        store_name: first.store_name,
        city_name: first.city_name,
        open: own.length - resolved.length,
        overdue: own.filter((plan) => plan.overdue).length,
        resolved: resolved.length,
        resolve_days: resolveDaysOf(resolved),
      };
    })
    .sort((a, b) => b.open - a.open || a.store_name.localeCompare(b.store_name));
}

export async function actionPlanList(db: Db, scope: BrandScope, now: Date): Promise<ActionPlanList> {
  const today = calendarDate(now);
  const plans = (await actionPlanRows(db, scope)).map((row) => ({
    ...planHead(row, today),
    items: Number(row.items ?? 0),
    items_accepted: Number(row.items_accepted ?? 0),
  }));
  return {
    plans,
    stores: plansByStore(plans),
    counts: {
      open: plans.filter((plan) => plan.state === 'OPEN').length,
      overdue: plans.filter((plan) => plan.overdue).length,
      in_review: plans.filter((plan) => plan.state === 'IN_REVIEW').length,
      resolved: plans.filter((plan) => plan.state === 'RESOLVED').length,
    },
    resolve_days: resolveDaysOf(plans),
  };
}

export async function actionPlanView(
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  planId: number,
  now: Date,
): Promise<ActionPlan> {
  const [row] = await actionPlanRows(db, reader.scope, planId);
  if (!row) throw notFound();
  const today = calendarDate(now);
  const [items, events] = await Promise.all([actionItemRows(db, planId), actionPlanEventRows(db, planId)]);
  const proofs = await itemProofsOf(
    db,
    store,
    items.map((item) => item.id),
  );
  const powers = actionPlanPowers(
    { seat: reader.seat, isOwner: row.owner_id === reader.userId },
    { ownerless: row.owner_id === null },
  );
  return {
    ...planHead(row, today),
    // what the reader may do now, not only by seat: the store answers while the plan is open, a
    // reviewer signs off while it is in review
    can: {
      answer: powers.answers && row.state === 'OPEN',
      review: powers.reviews && row.state === 'IN_REVIEW',
    },
    items: items.map((item) => ({
      id: item.id,
      question_id: item.question_id,
      section_name: item.section_name,
      question_text: item.question_text,
      critical: item.critical === 1,
      earned: item.earned,
      possible: item.possible,
      answer: JSON.parse(item.answer_text) as string[],
      answer_comment: item.answer_comment,
      state: item.state,
      done_text: item.done_text,
      review_note: item.review_note,
      due_date: item.due_date,
      overdue: isOverdue(item.due_date, item.state === 'ACCEPTED', today),
      proofs: proofs.get(item.id) ?? [],
    })),
    history: events.map((event) => ({
      item_id: event.item_id,
      from_state: event.from_state,
      to_state: event.to_state,
      by_name: event.by_user_id === null ? null : (nameOf(event.first_name, event.last_name) ?? 'Unnamed'),
      note: event.note,
      at: event.at,
    })),
  };
}
