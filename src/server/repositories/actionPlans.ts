import type { ActionPlanReason } from '../../contract';
import type { Db } from '../db/database';
import type { BrandScope } from './brandScores';

/** Where a report was made: its brand, store and the store's city. */
export async function actionPlanPlace(db: Db, auditStoreId: number) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .select(['stores.client_id', 'stores.id as store_id', 'stores.city_id'])
    .where('audit_stores.id', '=', auditStoreId)
    .executeTakeFirst();
}

/**
 * Who owns a store's plan (decision 0084): its active store manager, else the active region
 * manager of the region its city is in; the earliest seated of them, so the choice is stable.
 */
export async function actionPlanOwnerId(
  db: Db,
  place: { client_id: number; store_id: number; city_id: number },
): Promise<number | null> {
  const seats = await db
    .selectFrom('users')
    .leftJoin('brand_region_cities', (join) =>
      join
        .onRef('brand_region_cities.region_id', '=', 'users.brand_region_id')
        .onRef('brand_region_cities.client_id', '=', 'users.client_id')
        .on('brand_region_cities.city_id', '=', place.city_id),
    )
    .select(['users.id', 'users.brand_seat'])
    .where('users.client_id', '=', place.client_id)
    .where('users.role', '=', 'brand')
    .where('users.is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('users.brand_seat', '=', 'store'), eb('users.brand_store_id', '=', place.store_id)]),
        eb.and([eb('users.brand_seat', '=', 'region'), eb('brand_region_cities.city_id', 'is not', null)]),
      ]),
    )
    .execute();
  // the store's manager before the region's, the earliest seated first
  const ranked = seats.sort(
    (a, b) => Number(b.brand_seat === 'store') - Number(a.brand_seat === 'store') || a.id - b.id,
  );
  return ranked[0]?.id ?? null;
}

export interface NewActionPlan {
  clientId: number;
  storeId: number;
  auditStoreId: number;
  reason: ActionPlanReason;
  ownerId: number | null;
  dueDate: string;
  openedBy: number | null;
  at: string;
  items: Array<{
    questionId: number;
    critical: boolean;
    earned: number;
    possible: number;
    answerText: string;
    answerComment: string;
  }>;
}

/**
 * Inserts a plan with its items and its opening step, unless the report has one: a report owes
 * one plan at most (a unique report id), so an accept replayed, or a reviewer's hand at the same
 * moment, opens nothing more. The id of the plan inserted, or undefined.
 */
/**
 * The store's latest plan from a visit before this one (by audit date), with its questions'
 * texts: what the next visit checks (decision 0088).
 */
export async function earlierPlanOfStore(db: Db, auditStoreId: number) {
  const visit = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select(['audits.store_id', 'audit_stores.audit_date'])
    .where('audit_stores.id', '=', auditStoreId)
    .executeTakeFirst();
  if (!visit?.audit_date) return null;
  const plan = await db
    .selectFrom('action_plans')
    .innerJoin('audit_stores', 'audit_stores.id', 'action_plans.audit_store_id')
    .select(['action_plans.id', 'action_plans.state', 'action_plans.created_at', 'action_plans.due_date'])
    .where('action_plans.store_id', '=', visit.store_id)
    .where('audit_stores.audit_date', '<', visit.audit_date)
    .orderBy('audit_stores.audit_date', 'desc')
    .orderBy('action_plans.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!plan) return null;
  const items = await db
    .selectFrom('action_items')
    .innerJoin('questions', 'questions.id', 'action_items.question_id')
    .select('questions.question_txt as question_text')
    .where('action_items.plan_id', '=', plan.id)
    .orderBy('action_items.id')
    .execute();
  return { ...plan, items };
}

/** The plan a report opened, if any. */
export function actionPlanOfReport(db: Db, auditStoreId: number) {
  return db
    .selectFrom('action_plans')
    .select(['id', 'state'])
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
}

export async function insertActionPlanOnce(trx: Db, plan: NewActionPlan): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('action_plans')
    .values({
      client_id: plan.clientId,
      store_id: plan.storeId,
      audit_store_id: plan.auditStoreId,
      reason: plan.reason,
      owner_id: plan.ownerId,
      due_date: plan.dueDate,
      opened_by: plan.openedBy,
      created_at: plan.at,
      updated_at: plan.at,
    })
    .onConflict((conflict) => conflict.column('audit_store_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  if (plan.items.length > 0)
    await trx
      .insertInto('action_items')
      .values(
        plan.items.map((item) => ({
          plan_id: inserted.id,
          question_id: item.questionId,
          critical: item.critical ? 1 : 0,
          earned: item.earned,
          possible: item.possible,
          answer_text: item.answerText,
          answer_comment: item.answerComment,
          due_date: plan.dueDate,
          updated_at: plan.at,
        })),
      )
      .execute();
  await trx
    .insertInto('action_plan_events')
    .values({
      plan_id: inserted.id,
      from_state: null,
      to_state: 'OPEN',
      by_user_id: plan.openedBy,
      at: plan.at,
    })
    .execute();
  return inserted.id;
}

/** A reader's plans with their places, newest first: the brand's, narrowed to the seat's cities or store. */
export function actionPlanRows(db: Db, scope: BrandScope, planId?: number) {
  let query = db
    .selectFrom('action_plans')
    .innerJoin('stores', 'stores.id', 'action_plans.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('audit_stores', 'audit_stores.id', 'action_plans.audit_store_id')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .leftJoin('profiles', 'profiles.user_id', 'action_plans.owner_id')
    .select((eb) => [
      'action_plans.id',
      'action_plans.audit_store_id as report_id',
      'action_plans.store_id',
      'stores.name as store_name',
      'cities.name as city_name',
      'audit_cycles.name as cycle_name',
      'action_plans.reason',
      'action_plans.state',
      'action_plans.owner_id',
      'profiles.first_name as owner_first',
      'profiles.last_name as owner_last',
      'action_plans.due_date',
      'action_plans.created_at',
      'action_plans.resolved_at',
      eb
        .selectFrom('action_items')
        .select((items) => items.fn.countAll<number>().as('n'))
        .whereRef('action_items.plan_id', '=', 'action_plans.id')
        .as('items'),
      eb
        .selectFrom('action_items')
        .select((items) => items.fn.countAll<number>().as('n'))
        .whereRef('action_items.plan_id', '=', 'action_plans.id')
        .where('action_items.state', '=', 'ACCEPTED')
        .as('items_accepted'),
    ])
    .where('action_plans.client_id', '=', scope.clientId);
  if (scope.cityIds !== null) query = query.where('stores.city_id', 'in', [...scope.cityIds, 0]);
  if (scope.storeId !== null) query = query.where('stores.id', '=', scope.storeId);
  if (planId !== undefined) query = query.where('action_plans.id', '=', planId);
  return query.orderBy('action_plans.created_at', 'desc').orderBy('action_plans.id', 'desc').execute();
}

/** A plan's items with their questions, in the questionnaire's order. */
export function actionItemRows(db: Db, planId: number) {
  return db
    .selectFrom('action_items')
    .innerJoin('questions', 'questions.id', 'action_items.question_id')
    .innerJoin('sections', 'sections.id', 'questions.section_id')
    .select([
      'action_items.id',
      'action_items.question_id',
      'sections.name as section_name',
      'questions.question_txt as question_text',
      'action_items.critical',
      'action_items.earned',
      'action_items.possible',
      'action_items.answer_text',
      'action_items.answer_comment',
      'action_items.state',
      'action_items.done_text',
      'action_items.review_note',
      'action_items.due_date',
    ])
    .where('action_items.plan_id', '=', planId)
    .orderBy('sections.sequence')
    .orderBy('questions.sequence')
    .orderBy('action_items.id')
    .execute();
}

/** A plan's steps, oldest first, each with who took it. */
export function actionPlanEventRows(db: Db, planId: number) {
  return db
    .selectFrom('action_plan_events')
    .leftJoin('profiles', 'profiles.user_id', 'action_plan_events.by_user_id')
    .select([
      'action_plan_events.item_id',
      'action_plan_events.from_state',
      'action_plan_events.to_state',
      'action_plan_events.by_user_id',
      'profiles.first_name',
      'profiles.last_name',
      'action_plan_events.note',
      'action_plan_events.at',
    ])
    .where('action_plan_events.plan_id', '=', planId)
    .orderBy('action_plan_events.id')
    .execute();
}
