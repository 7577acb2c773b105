import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import type { Mailer } from '../../mail/mailer';
import type { PushSender } from '../../push/pushSender';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  recordDeliveryOutcome,
  releaseDelivery,
} from '../../repositories/notices';
import { noticeMail } from './noticeTexts';

/**
 * Sends the queued deliveries of notices (decision 0038), in every instance of the server at once.
 *
 * The guarantee: every delivery is sent, and sent once, whichever instances stop and when.
 * - A sender claims due rows for a lease (60 s unless configured) in a transaction of their own, so a row is
 *   held by one sender at a time (`FOR UPDATE SKIP LOCKED` on PostgreSQL) and the claim is
 *   durable before anything is sent.
 * - It records each outcome only while its lease holds. A sender that stopped mid-send leaves the
 *   row claimed; when the lease runs out another sender takes it and sends it again.
 * - So a delivery is sent at least once, and twice only if its sender stopped between the mail
 *   leaving and the outcome being written. The second copy carries the same identity (the
 *   Message-ID, and without SMTP the same file), so it reaches the person as one.
 * - A send that fails is tried again after a backoff, up to `MAX_ATTEMPTS`, then left `failed`
 *   with its error for an operator; the notice stays in the centre either way.
 * - A claimed delivery is started only while its lease outlasts `SEND_WITHIN_MS`, the longest a
 *   send is given (a push service's time-out, push/pushSender.ts), or half the lease when the lease
 *   is shorter; a later one is handed back unsent, so a slow batch does not run past its lease into
 *   another sender's claim.
 * - Each channel has its sender: e-mail through the mailer, push through `push` (decision 0040).
 */

const DEFAULT_LEASE_MS = 60_000;
/**
 * How often and when a failed delivery is tried again, here and by the brands' webhooks
 * (domain/brand/hookSender.ts): first after 30 s, doubling; the eighth attempt is about an hour
 * after the first.
 */
export const DELIVERY_RETRY = { maxAttempts: 8, baseMs: 30_000 } as const;
const MAX_ATTEMPTS = DELIVERY_RETRY.maxAttempts;
const BATCH_SIZE = 20;
const SEND_WITHIN_MS = 15_000;

export interface DeliverySenderOptions {
  db: Db;
  mailer: Mailer;
  /** the origin of the app's links in the mail */
  linkOrigin: string;
  brand: string;
  /** sends push deliveries; without it (no VAPID keys) a push delivery fails */
  push?: PushSender;
  /** how long a claim holds (NOTICE_LEASE_MS) */
  leaseMs?: number;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

export interface DeliverySender {
  /** claims and sends what is due now; resolves with how many it claimed */
  sendDue(): Promise<number>;
}

export function createDeliverySender(options: DeliverySenderOptions): DeliverySender {
  const now = options.now ?? (() => new Date());

  async function send(delivery: ClaimedDelivery): Promise<void> {
    if (delivery.channel === 'push') {
      if (!options.push) throw new Error('this server has no VAPID keys: push is off');
      return options.push(delivery);
    }
    const mail = noticeMail(delivery, options.linkOrigin, options.brand);
    await options.mailer.send({
      to: delivery.email,
      ...mail,
      identity: { key: `notice-${delivery.noticeId}-${delivery.channel}`, createdAt: delivery.createdAt },
    });
  }

  async function deliver(delivery: ClaimedDelivery, leaseUntil: string): Promise<void> {
    try {
      await send(delivery);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log?.(`notice delivery ${delivery.id} failed (attempt ${delivery.attempts})`, error);
      const outcome =
        delivery.attempts >= MAX_ATTEMPTS
          ? ({ state: 'failed', error: message } as const)
          : ({
              state: 'pending',
              error: message,
              nextAttemptAt: deliveryRetryAt(now(), delivery.attempts),
            } as const);
      await recordDeliveryOutcome(options.db, { id: delivery.id, leaseUntil }, outcome);
      return;
    }
    await recordDeliveryOutcome(
      options.db,
      { id: delivery.id, leaseUntil },
      { state: 'sent', at: now().toISOString() },
    );
  }

  return {
    async sendDue() {
      const at = now();
      const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
      const leaseUntil = new Date(at.getTime() + leaseMs).toISOString();
      const sendWithinMs = Math.min(SEND_WITHIN_MS, leaseMs / 2);
      const claimed = await inWriteTransaction(options.db, (trx) =>
        claimDueDeliveries(trx, at.toISOString(), leaseUntil, BATCH_SIZE),
      );
      for (const delivery of claimed) {
        const start = now();
        if (start.getTime() + sendWithinMs > Date.parse(leaseUntil))
          await releaseDelivery(options.db, { id: delivery.id, leaseUntil }, start.toISOString());
        else await deliver(delivery, leaseUntil);
      }
      return claimed.length;
    },
  };
}

export function deliveryRetryAt(at: Date, attempts: number): string {
  return new Date(at.getTime() + DELIVERY_RETRY.baseMs * 2 ** (attempts - 1)).toISOString();
}
