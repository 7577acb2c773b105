import type { ActionItemState, ActionPlanState, ActionStepState } from '../../contract';
import type { Db } from '../db/database';

/**
 * The guarded writes of a plan's steps (decision 0085). Every step first takes the plan's row by
 * an UPDATE guarded by the state it expects (`claimPlan`): on PostgreSQL that holds the row's lock
 * to the commit, so two steps of one plan run one after the other, and the later one re-reads the
 * state the earlier one left; on SQLite one handler runs at a time. The item's UPDATE is guarded
 * by its own state again, so of two sign-offs of one item exactly one changes a row.
 */

/** Takes the plan's row if it is in one of `states`; false when it is not (or is not there). */
export async function claimPlan(
  trx: Db,
  planId: number,
  states: readonly ActionPlanState[],
  at: string,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('action_plans')
    .set({ updated_at: at })
    .where('id', '=', planId)
    .where('state', 'in', [...states])
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The item of a plan, if it is one of the plan's. */
export function actionItemOf(db: Db, itemId: number) {
  return db
    .selectFrom('action_items')
    .select(['id', 'plan_id', 'state', 'done_text', 'due_date'])
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** Moves an item from one of `from` to `to` with the columns given; false when it was elsewhere. */
export async function moveItem(
  trx: Db,
  itemId: number,
  from: readonly ActionItemState[],
  change: { state: ActionItemState; done_text?: string; review_note?: string | null; due_date?: string },
  at: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('action_items')
    .set({ ...change, updated_at: at })
    .where('id', '=', itemId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The states and deadlines of a plan's items, read after a step inside its transaction. */
export function itemStates(trx: Db, planId: number) {
  return trx.selectFrom('action_items').select(['state', 'due_date']).where('plan_id', '=', planId).execute();
}

/** Sets the plan's state (its row is claimed); a resolved plan keeps when it was resolved. */
export async function setPlanState(
  trx: Db,
  planId: number,
  change: { state: ActionPlanState; due_date?: string },
  at: string,
): Promise<void> {
  await trx
    .updateTable('action_plans')
    .set({ ...change, updated_at: at, resolved_at: change.state === 'RESOLVED' ? at : null })
    .where('id', '=', planId)
    .execute();
}

/** One step of the plan's history. */
export async function insertPlanEvent(
  trx: Db,
  event: {
    planId: number;
    itemId: number | null;
    from: ActionStepState | null;
    to: ActionStepState;
    by: number | null;
    note: string | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('action_plan_events')
    .values({
      plan_id: event.planId,
      item_id: event.itemId,
      from_state: event.from,
      to_state: event.to,
      by_user_id: event.by,
      note: event.note,
      at: event.at,
    })
    .execute();
}

/**
 * Who signs off a plan: the active region managers of the region the store's city is in, but its
 * owner; where there is none, the brand's head office seats and its client account.
 */
export async function actionPlanReviewerIds(db: Db, planId: number): Promise<number[]> {
  const plan = await db
    .selectFrom('action_plans')
    .innerJoin('stores', 'stores.id', 'action_plans.store_id')
    .select(['action_plans.client_id', 'action_plans.owner_id', 'stores.city_id'])
    .where('action_plans.id', '=', planId)
    .executeTakeFirst();
  if (!plan) return [];
  const regionManagers = await db
    .selectFrom('users')
    .innerJoin('brand_region_cities', (join) =>
      join
        .onRef('brand_region_cities.region_id', '=', 'users.brand_region_id')
        .onRef('brand_region_cities.client_id', '=', 'users.client_id'),
    )
    .select('users.id')
    .where('users.client_id', '=', plan.client_id)
    .where('users.role', '=', 'brand')
    .where('users.brand_seat', '=', 'region')
    .where('users.is_active', '=', 1)
    .where('brand_region_cities.city_id', '=', plan.city_id)
    .where('users.id', '!=', plan.owner_id ?? 0)
    .orderBy('users.id')
    .execute();
  if (regionManagers.length > 0) return regionManagers.map((row) => row.id);
  return headOfficeIds(db, plan.client_id);
}

/** The brand's head office: its client accounts and its head office seats, active. */
export async function headOfficeIds(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', clientId)
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'client'),
        eb.and([eb('role', '=', 'brand'), eb('brand_seat', '=', 'head_office')]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A plan's brand and owner. */
export function actionPlanOwner(db: Db, planId: number) {
  return db
    .selectFrom('action_plans')
    .select(['client_id', 'owner_id'])
    .where('id', '=', planId)
    .executeTakeFirst();
}

/** How many steps a plan has had: what names a step's notice (domain/notices/actionNotices.ts). */
export async function actionPlanStepCount(db: Db, planId: number): Promise<number> {
  const steps = await db
    .selectFrom('action_plan_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return Number(steps?.n ?? 0);
}

/** Open plans due on or before `lastDate`, the earliest first: what the schedule reminds of. */
export function openPlansDueBy(db: Db, lastDate: string) {
  return db
    .selectFrom('action_plans')
    .select(['id', 'due_date'])
    .where('state', '=', 'OPEN')
    .where('due_date', '<=', lastDate)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
}

/** How many "past its deadline" steps of `dueDate` the plan has: OPEN to OPEN, noted with it. */
export async function pastDeadlineSteps(db: Db, planId: number, dueDate: string): Promise<number> {
  const row = await db
    .selectFrom('action_plan_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('plan_id', '=', planId)
    .where('item_id', 'is', null)
    .where('from_state', '=', 'OPEN')
    .where('to_state', '=', 'OPEN')
    .where('note', '=', dueDate)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
