import { PUSH_DEVICES_MAX, type PushSubscriptionJson } from '../../contract/push';
import type { Db } from '../db/database';
import { holdPerson } from './personHold';

/**
 * The devices people turned notifications on for, as the database holds them (decision 0040,
 * migration 0022). A subscription lives as long as the session that made it: the foreign key
 * removes it with the session, and one whose session has expired is not sent to.
 */

export interface NewPushSubscription {
  userId: number;
  sessionHash: string;
  subscription: PushSubscriptionJson;
  at: string;
}

/**
 * One row per device: the same endpoint again takes the new session, person, keys and time. An
 * account keeps its PUSH_DEVICES_MAX devices registered last; the oldest beyond them are removed
 * in the same transaction, with the person held (personHold.ts).
 */
export async function savePushSubscription(db: Db, row: NewPushSubscription): Promise<void> {
  const values = {
    user_id: row.userId,
    session_hash: row.sessionHash,
    p256dh: row.subscription.keys.p256dh,
    auth: row.subscription.keys.auth,
    created_at: row.at,
  };
  await db.transaction().execute(async (trx) => {
    await holdPerson(trx, row.userId);
    await trx
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: row.subscription.endpoint })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
      .execute();
    const kept = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', row.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PUSH_DEVICES_MAX);
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', row.userId)
      .where('id', 'not in', kept)
      .execute();
  });
}

/** Removes the person's own subscription at that endpoint; someone else's stays. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** The person's devices whose sessions are live at `now`. */
function liveSubscriptions(db: Db, userId: number, now: string) {
  return db
    .selectFrom('push_subscriptions as s')
    .innerJoin('sessions', 'sessions.token_hash', 's.session_hash')
    .where('s.user_id', '=', userId)
    .where('sessions.expires_at', '>', now);
}

export async function pushEndpointsOf(db: Db, userId: number, now: string): Promise<string[]> {
  const rows = await liveSubscriptions(db, userId, now).select('s.endpoint').orderBy('s.id').execute();
  return rows.map((row) => row.endpoint);
}

export async function hasLivePushSubscription(db: Db, userId: number, now: string): Promise<boolean> {
  return (await liveSubscriptions(db, userId, now).select('s.id').limit(1).executeTakeFirst()) !== undefined;
}

/** The live devices a push delivery has not reached yet. */
export function pushTargetsOf(db: Db, deliveryId: number, userId: number, now: string) {
  return liveSubscriptions(db, userId, now)
    .leftJoin('push_sends', (join) =>
      join.onRef('push_sends.subscription_id', '=', 's.id').on('push_sends.delivery_id', '=', deliveryId),
    )
    .where('push_sends.delivery_id', 'is', null)
    .select(['s.id', 's.endpoint', 's.p256dh', 's.auth'])
    .orderBy('s.id')
    .execute();
}

export async function recordPushSent(db: Db, deliveryId: number, subscriptionId: number, at: string) {
  await db
    .insertInto('push_sends')
    .values({ delivery_id: deliveryId, subscription_id: subscriptionId, sent_at: at })
    .onConflict((conflict) => conflict.columns(['delivery_id', 'subscription_id']).doNothing())
    .execute();
}

/** The push service said the device is gone (404 or 410): it never takes a message again. */
export async function deletePushSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
}
