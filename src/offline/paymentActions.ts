import { PAYMENT_CALL_ROUTES } from '../contract/paymentCallRoutes';
import { buildRequest } from '../contract/reportCallRoutes';
import type { OfflineDb } from './db';
import { enqueue, outboxKeys } from './outbox';

/**
 * A concern about a payment (decision 0020), written where an answer is: into the outbox, in one
 * Dexie transaction, before the screen says anything. It is on the device from then on, whatever
 * the network does, and the sync engine sends it like any queued call. Its `clientKey` is made
 * here, once, and travels with every send: the server keeps one concern per key (decision 0020), so
 * a resend after a lost answer never makes a second.
 */
export async function queuePaymentConcern(
  db: OfflineDb,
  input: { paymentId: number; message: string; clientKey: string },
  now: number = Date.now(),
): Promise<number> {
  const request = buildRequest(
    PAYMENT_CALL_ROUTES.paymentConcern,
    { id: input.paymentId },
    { message: input.message, client_key: input.clientKey },
  );
  return enqueue(
    db,
    { key: outboxKeys.paymentConcern(input.paymentId, input.clientKey), paymentId: input.paymentId, request },
    now,
  );
}
