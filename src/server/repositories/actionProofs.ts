import type { Db } from '../db/database';

/**
 * The photos of action items (decision 0086): attachments with an `action_item_id`, as the
 * database holds them. Who may add or read one is the services' rule.
 */

/** An item's photos started and not deleted, finished or not: what its cap counts. */
export async function liveItemProofCount(db: Db, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('action_item_id', '=', itemId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The photos that arrived for the items, in the order they were taken (else started). */
export function completedItemProofs(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('action_item_id', 'in', [...itemIds])
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .orderBy('action_item_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The plan a photo's item is of, for who may open the file. */
export function planOfItem(db: Db, itemId: number) {
  return db
    .selectFrom('action_items')
    .select('plan_id')
    .where('id', '=', itemId)
    .executeTakeFirst()
    .then((row) => row?.plan_id);
}
