import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  recordWebhookOutcome,
  releaseWebhookDelivery,
  type WebhookOutcome,
} from '../../repositories/brandWebhooks';
import { type PostAnswer, type PostOptions, postSigned, type SignedPost } from '../../webhooks/postSigned';
import { DELIVERY_RETRY, deliveryRetryAt } from '../notices/deliverySender';

/**
 * Posts the queued events of brands' webhooks (decision 0081), in every instance at once, with
 * the notice sender's guarantee (deliverySender.ts): a delivery is claimed for a lease before it
 * is posted, its outcome is recorded only while the lease holds, and one whose sender stopped is
 * posted again by another once the lease ran out. So an event is posted at least once; twice only
 * when a sender stopped between the post and its record, and then with the same delivery id in
 * its body and headers, by which the receiver keeps it once.
 *
 * An answer of 2xx is delivered. Anything else (another status, no answer within the time-out,
 * a refused address, no address any more) is tried again after the notice queue's backoff, 30 s
 * doubling, and after its last attempt is left failed with the reason, in the brand's log.
 */

const BATCH_SIZE = 20;
const POST_TIMEOUT_MS = 10_000;
/** a status line is kept in the log, not a receiver's page */
const ERROR_MAX = 300;

export interface HookSenderOptions {
  db: Db;
  /** WEBHOOK_ALLOW_PRIVATE, or not production (postSigned.ts) */
  allowPrivate: boolean;
  leaseMs: number;
  now?: () => Date;
  post?: (post: SignedPost, options: PostOptions) => Promise<PostAnswer>;
  log?: (message: string, error?: unknown) => void;
}

/** The body a delivery posts, the same at every attempt: the event, its delivery and its fields. */
export function eventBody(delivery: Pick<ClaimedWebhookDelivery, 'id' | 'event' | 'payload' | 'created_at'>) {
  const fields = JSON.parse(delivery.payload) as object;
  return JSON.stringify(
    delivery.event === 'ping'
      ? { event: 'ping', delivery_id: delivery.id, sent_at: delivery.created_at }
      : { event: delivery.event, delivery_id: delivery.id, accepted_at: delivery.created_at, report: fields },
  );
}

export function createHookSender(options: HookSenderOptions) {
  const now = options.now ?? (() => new Date());
  const post = options.post ?? postSigned;

  async function attempt(delivery: ClaimedWebhookDelivery): Promise<WebhookOutcome> {
    const failed = (status: number | null, error: string): WebhookOutcome =>
      delivery.attempts >= DELIVERY_RETRY.maxAttempts
        ? { state: 'failed', status, error }
        : { state: 'pending', status, error, nextAttemptAt: deliveryRetryAt(now(), delivery.attempts) };
    if (delivery.url === null || delivery.secret === null)
      return failed(null, 'the brand has no webhook address');
    try {
      const answer = await post(
        {
          url: delivery.url,
          secret: delivery.secret,
          deliveryId: delivery.id,
          event: delivery.event,
          body: eventBody(delivery),
          now: now(),
        },
        { allowPrivate: options.allowPrivate, timeoutMs: POST_TIMEOUT_MS },
      );
      if (answer.status >= 200 && answer.status < 300)
        return { state: 'sent', status: answer.status, at: now().toISOString() };
      return failed(answer.status, `the address answered ${answer.status}`);
    } catch (error) {
      options.log?.(`webhook delivery ${delivery.id} failed (attempt ${delivery.attempts})`, error);
      const message = error instanceof Error ? error.message : String(error);
      return failed(null, message.slice(0, ERROR_MAX));
    }
  }

  return {
    /** claims and posts what is due now; resolves with how many it claimed */
    async sendDue(): Promise<number> {
      const at = now();
      const leaseUntil = new Date(at.getTime() + options.leaseMs).toISOString();
      const claimed = await inWriteTransaction(options.db, (trx) =>
        claimDueWebhookDeliveries(trx, at.toISOString(), leaseUntil, BATCH_SIZE),
      );
      for (const delivery of claimed) {
        const start = now();
        // a post is started only while the lease outlasts its time-out (deliverySender.ts says why)
        if (start.getTime() + POST_TIMEOUT_MS > Date.parse(leaseUntil))
          await releaseWebhookDelivery(options.db, { id: delivery.id, leaseUntil }, start.toISOString());
        else await recordWebhookOutcome(options.db, { id: delivery.id, leaseUntil }, await attempt(delivery));
      }
      return claimed.length;
    },
  };
}
