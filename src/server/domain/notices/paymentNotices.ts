import type { Db } from '../../db/database';
import { paymentFailedText, paymentPaidText, type SettledPayment } from './noticeTexts';
import { notify } from './notify';

/**
 * Tells the auditor their payment was settled, inside the settling transaction. A payment leaves
 * PENDING once, for PAID or FAILED, so the status names the event.
 */
export async function notifyPaymentSettled(
  trx: Db,
  payment: SettledPayment & { id: number; auditorId: number },
  change: { status: 'PAID'; paid_on: string } | { status: 'FAILED'; failure_reason: string },
  now: Date,
): Promise<void> {
  await notify(
    trx,
    change.status === 'PAID'
      ? {
          recipientId: payment.auditorId,
          kind: 'payment_paid',
          eventKey: `payment:${payment.id}:PAID`,
          text: paymentPaidText(payment, change.paid_on),
        }
      : {
          recipientId: payment.auditorId,
          kind: 'payment_failed',
          eventKey: `payment:${payment.id}:FAILED`,
          text: paymentFailedText(payment, change.failure_reason),
        },
    now,
  );
}
