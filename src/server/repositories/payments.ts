import type { PaymentFilter, PaymentStatus } from '../../contract';
import type { Db } from '../db/database';

/**
 * The auditor's payment lines as the database holds them (decision 0036): every query here is
 * scoped to one auditor, so another auditor's payment is never read. Amounts stay in paise; the
 * service turns them into the API's rupees.
 */

/** One auditor's lines of a filter, optionally one page of them, newest first. */
function ownLines(db: Db, auditorId: number, status: PaymentFilter) {
  const base = db.selectFrom('payments').where('payments.auditor_id', '=', auditorId);
  return status === 'ALL' ? base : base.where('payments.status', '=', status);
}

/** One page of an auditor's lines with the report and brand each pays for. */
export function paymentPage(db: Db, auditorId: number, status: PaymentFilter, offset: number, limit: number) {
  return ownLines(db, auditorId, status)
    .leftJoin('audit_stores', 'audit_stores.id', 'payments.audit_store_id')
    .leftJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .leftJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .leftJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select([
      'payments.id',
      'payments.status',
      'payments.amount_paise',
      'payments.reimbursement_paise',
      'payments.payment_due_date',
      'payments.paid_on',
      'payments.failure_reason',
      'payments.audit_store_id',
      'audit_stores.audit_date',
      'clients.auditor_display_name',
    ])
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function paymentCount(db: Db, auditorId: number, status: PaymentFilter): Promise<number> {
  const row = await ownLines(db, auditorId, status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sums of the summary, in paise, added up by the database. */
export function paymentSums(db: Db, auditorId: number) {
  return db
    .selectFrom('payments')
    .where('auditor_id', '=', auditorId)
    .select((eb) => {
      const when = (status: PaymentStatus, amount: 'amount_paise' | 'reimbursement_paise') =>
        eb.fn.sum<number>(eb.case().when('status', '=', status).then(eb.ref(amount)).else(0).end());
      return [
        eb.fn.countAll<number>().as('audits'),
        when('PAID', 'amount_paise').as('transferred'),
        when('PAID', 'reimbursement_paise').as('reimbursed'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('status', '=', 'PENDING')
              .then(eb('amount_paise', '+', eb.ref('reimbursement_paise')))
              .else(0)
              .end(),
          )
          .as('pending'),
      ];
    })
    .executeTakeFirstOrThrow();
}

/** The auditor's own payment, or undefined for another's or none. */
export function ownPayment(db: Db, auditorId: number, paymentId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'status', 'payment_due_date', 'paid_on', 'audit_store_id'])
    .where('id', '=', paymentId)
    .where('auditor_id', '=', auditorId)
    .executeTakeFirst();
}

/** The lines created since `from` (an ISO instant), for the earnings chart. */
export function linesCreatedSince(db: Db, auditorId: number, from: string) {
  return db
    .selectFrom('payments')
    .select(['status', 'amount_paise', 'reimbursement_paise', 'created_at'])
    .where('auditor_id', '=', auditorId)
    .where('created_at', '>=', from)
    .execute();
}

export interface NewConcern {
  userId: number;
  paymentId: number;
  message: string;
  /** the device's name for it: a second send with the same key is kept once */
  clientKey: string | null;
}

/**
 * Keeps a payment concern; with a client key, two sends of it at once leave one row (a unique
 * index). The new concern's id, or undefined when a send with its key was kept before.
 */
export async function insertPaymentConcern(db: Db, concern: NewConcern): Promise<number | undefined> {
  const row = {
    user_id: concern.userId,
    kind: 'PAYMENT' as const,
    payment_id: concern.paymentId,
    message: concern.message,
    created_at: new Date().toISOString(),
    client_key: concern.clientKey,
  };
  if (!concern.clientKey)
    return (await db.insertInto('concerns').values(row).returning('id').executeTakeFirstOrThrow()).id;
  const kept = await db
    .insertInto('concerns')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'client_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return kept?.id;
}
