import type { Db } from '../db/database';

/** The shopper guide's items as the database holds them (decision 0036). */

/** The items of one tab, in their order. */
export function guideItemsOf(db: Db, tab: string) {
  return db
    .selectFrom('shopper_guide_items')
    .selectAll()
    .where('tab', '=', tab)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
