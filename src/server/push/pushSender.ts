import type { Agent } from 'node:https';
import webpush from 'web-push';
import { PUSH_BODY_LIMIT, type PushPayload } from '../../contract/push';
import { shortened } from '../../contract/storableTextRule';
import type { Db } from '../db/database';
import type { ClaimedDelivery } from '../repositories/notices';
import { deletePushSubscription, pushTargetsOf, recordPushSent } from '../repositories/pushSubscriptions';
import type { VapidKeys } from './vapidKeys';

/**
 * Sends one push delivery to each live device of its recipient (decision 0040), through the
 * `web-push` library: the payload encrypted for the device (aes128gcm, RFC 8291) and the request
 * signed with the server's VAPID key (RFC 8292).
 * - A device reached is recorded at once, so a retry goes only to the devices not reached.
 * - A device whose push service answers 404 or 410 is gone: its subscription is deleted.
 * - Any other failure throws after every device was tried, and the queue retries the delivery.
 * - The message's Topic is the notice, and the service worker shows it under the notice's tag:
 *   a copy sent again after a stop mid-send replaces the first instead of showing twice.
 */

/** How long a push service may take to answer; the queue's lease covers it (deliverySender.ts). */
export const PUSH_TIMEOUT_MS = 10_000;
/** A notice pushed more than two days late is better read in the centre. */
const PUSH_TTL_SECONDS = 2 * 24 * 3600;

export interface PushSenderOptions {
  db: Db;
  keys: VapidKeys;
  subject: string;
  /** the TLS agent push requests go through; tests trust their loopback push service with it */
  agent?: Agent;
  now?: () => Date;
}

export type PushSender = (delivery: ClaimedDelivery) => Promise<void>;

export function createPushSender(options: PushSenderOptions): PushSender {
  const now = options.now ?? (() => new Date());
  const requestOptions = {
    vapidDetails: { subject: options.subject, ...options.keys },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal' as const,
    timeout: PUSH_TIMEOUT_MS,
    ...(options.agent ? { agent: options.agent } : {}),
  };

  return async (delivery) => {
    const payload = JSON.stringify(pushPayloadOf(delivery));
    const targets = await pushTargetsOf(options.db, delivery.id, delivery.recipientId, now().toISOString());
    const failures = await Promise.all(
      targets.map(async (target): Promise<string | null> => {
        try {
          await webpush.sendNotification(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            payload,
            { ...requestOptions, topic: `notice-${delivery.noticeId}` },
          );
        } catch (error) {
          if (
            error instanceof webpush.WebPushError &&
            (error.statusCode === 404 || error.statusCode === 410)
          ) {
            await deletePushSubscription(options.db, target.id);
            return null;
          }
          return `device ${target.id}: ${pushFailure(error)}`;
        }
        await recordPushSent(options.db, delivery.id, target.id, now().toISOString());
        return null;
      }),
    );
    const failed = failures.filter((failure) => failure !== null);
    if (failed.length > 0) throw new Error(failed.join('; '));
  };
}

export function pushPayloadOf(delivery: ClaimedDelivery): PushPayload {
  const body = shortened(delivery.body, PUSH_BODY_LIMIT);
  return { notice_id: delivery.noticeId, title: delivery.title, body, link: delivery.link };
}

function pushFailure(error: unknown): string {
  if (error instanceof webpush.WebPushError)
    return `push service answered ${error.statusCode} ${error.body}`.trim();
  return error instanceof Error ? error.message : String(error);
}
