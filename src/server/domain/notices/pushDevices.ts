import { PUSH_MESSAGES, type PushSettings, type PushSubscriptionJson } from '../../../contract/push';
import type { Db } from '../../db/database';
import { isPushServiceAddress } from '../../push/pushConfig';
import {
  pushEndpointsOf,
  removePushSubscription,
  savePushSubscription,
} from '../../repositories/pushSubscriptions';
import { fieldsRefused, refused } from '../errors';

/** What the push routes know of this server: its VAPID public key and the services sent to. */
export interface PushOffer {
  publicKey: string | null;
  serviceOrigins: readonly string[];
}

export async function pushSettings(db: Db, offer: PushOffer, userId: number): Promise<PushSettings> {
  return {
    public_key: offer.publicKey,
    endpoints: offer.publicKey ? await pushEndpointsOf(db, userId, new Date().toISOString()) : [],
  };
}

/**
 * Turns notifications on for the caller's device, for as long as this session lasts (decision
 * 0040). Refused when this server sends no push, or when the address is not at a push service
 * it sends to (pushConfig.ts says why).
 */
export async function subscribeDevice(
  db: Db,
  offer: PushOffer,
  caller: { userId: number; sessionHash: string },
  subscription: PushSubscriptionJson,
): Promise<void> {
  if (!offer.publicKey) throw refused(PUSH_MESSAGES.notOffered);
  if (!isPushServiceAddress(subscription.endpoint, offer.serviceOrigins))
    throw fieldsRefused({ endpoint: [PUSH_MESSAGES.refusedService] });
  try {
    await savePushSubscription(db, { ...caller, subscription, at: new Date().toISOString() });
  } catch (error) {
    // the session ended (a sign-out in another tab) between its check and this write
    if (isForeignKeyViolation(error)) throw refused('Your session has ended. Sign in again.');
    throw error;
  }
}

export function unsubscribeDevice(db: Db, userId: number, endpoint: string): Promise<void> {
  return removePushSubscription(db, userId, endpoint);
}

function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '23503' || /FOREIGN KEY constraint failed/.test(message ?? '');
}
