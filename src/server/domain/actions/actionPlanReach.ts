import { actionPlanPowers, type BrandSeat } from '../../../contract';
import type { Db } from '../../db/database';
import { actionItemOf } from '../../repositories/actionPlanMoves';
import { actionPlanRows } from '../../repositories/actionPlans';
import { planOfItem } from '../../repositories/actionProofs';
import { seatOfUser } from '../../repositories/brandPeople';
import type { BrandScope } from '../../repositories/brandScores';
import { brandScopeOf } from '../brand/brandViews';
import { notFound } from '../errors';

/**
 * Who reaches a plan (decision 0084): a brand reader within their seat, as its figures are
 * (`brandScopeOf`): the head office every store's, a region manager their region's, a store
 * manager their store's. A plan outside the seat is not found, as another brand's report is.
 */

/** Who reads or works a plan: the reach of their seat, the seat, and who they are. */
export interface ActionReader {
  userId: number;
  scope: BrandScope;
  seat: BrandSeat;
}

/** A brand reader, by their account; the client account reads as the head office. */
export async function actionReaderOf(db: Db, userId: number): Promise<ActionReader> {
  const [scope, seat] = await Promise.all([brandScopeOf(db, userId), seatOfUser(db, userId)]);
  return { userId, scope, seat: seat?.brand_seat ?? 'head_office' };
}

/** Whether a brand account's seat reaches the plan an item is of (who may open its photos). */
export async function readsItemPlan(db: Db, userId: number, actionItemId: number): Promise<boolean> {
  const planId = await planOfItem(db, actionItemId);
  if (planId === undefined) return false;
  const [plan] = await actionPlanRows(db, await brandScopeOf(db, userId), planId);
  return plan !== undefined;
}

/** The plan an item is of, if the reader's seat reaches it, with what the reader may do. */
export async function reachedPlan(db: Db, reader: ActionReader, planId: number) {
  const [plan] = await actionPlanRows(db, reader.scope, planId);
  if (!plan) throw notFound();
  const powers = actionPlanPowers(
    { seat: reader.seat, isOwner: plan.owner_id === reader.userId },
    { ownerless: plan.owner_id === null },
  );
  return { plan, powers };
}

export async function reachedItem(db: Db, reader: ActionReader, itemId: number) {
  const item = await actionItemOf(db, itemId);
  if (!item) throw notFound();
  return { item, ...(await reachedPlan(db, reader, item.plan_id)) };
}
