import {
  earningsMonths,
  type MonthlyEarnings,
  monthOf,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentConcernBody,
  type PaymentFilter,
  type PaymentList,
  type PaymentSummary,
  paiseToRupees,
} from '../../contract';
import type { Db } from '../db/database';
import { notFound } from './errors';

/**
 * The auditor's payments (spec: Payments; issue 14, decision 0020). Every query is scoped to the
 * signed-in auditor: another auditor's payment is not found, never shown.
 */

/** One page, newest first; Load More sends how many the page holds (`last_total_count`). */
export async function paymentList(
  db: Db,
  auditorId: number,
  query: { status: PaymentFilter; is_load_more: boolean; last_total_count?: number | undefined },
): Promise<PaymentList> {
  const offset = query.is_load_more ? (query.last_total_count ?? 0) : 0;
  let base = db.selectFrom('payments').where('payments.auditor_id', '=', auditorId);
  if (query.status !== 'ALL') base = base.where('payments.status', '=', query.status);
  const rows = await base
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
    .limit(PAYMENTS_PAGE_SIZE)
    .offset(offset)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    payments: rows.map(
      (row): Payment => ({
        id: row.id,
        status: row.status as Payment['status'],
        amount: paiseToRupees(row.amount_paise),
        reimbursement: paiseToRupees(row.reimbursement_paise),
        payment_due_date: row.payment_due_date,
        paid_on: row.paid_on,
        failure_reason: row.failure_reason,
        audit_store: row.audit_store_id,
        get_audit_details: {
          client_name: row.auditor_display_name ?? '',
          audit_date: row.audit_date ?? null,
        },
      }),
    ),
    total_count: Number(total.n),
  };
}

/**
 * The summary above the list, summed in paise by the database: every payment line counts as an
 * audit; transferred and reimbursement are what was PAID; pending is fee and reimbursement still
 * PENDING (decision 0020).
 */
export async function paymentSummary(db: Db, auditorId: number): Promise<PaymentSummary> {
  const row = await db
    .selectFrom('payments')
    .where('auditor_id', '=', auditorId)
    .select((eb) => [
      eb.fn.countAll<number>().as('audits'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'PAID').then(eb.ref('amount_paise')).else(0).end())
        .as('transferred'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'PAID').then(eb.ref('reimbursement_paise')).else(0).end())
        .as('reimbursed'),
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
    ])
    .executeTakeFirstOrThrow();
  return {
    total_audits: Number(row.audits),
    total_transfered: paiseToRupees(row.transferred),
    total_reimbursement: paiseToRupees(row.reimbursed),
    total_pending: paiseToRupees(row.pending),
  };
}

/**
 * A concern about one of the auditor's own payments. With a `client_key` it is kept once: the
 * outbox may send it again when an answer was lost, and the second finds the first.
 */
export async function paymentConcern(
  db: Db,
  auditorId: number,
  paymentId: number,
  body: PaymentConcernBody,
): Promise<void> {
  const payment = await db
    .selectFrom('payments')
    .select('id')
    .where('id', '=', paymentId)
    .where('auditor_id', '=', auditorId)
    .executeTakeFirst();
  if (!payment) throw notFound();
  const concern = {
    user_id: auditorId,
    kind: 'PAYMENT',
    payment_id: paymentId,
    message: body.message.trim(),
    created_at: new Date().toISOString(),
    client_key: body.client_key ?? null,
  };
  if (!body.client_key) {
    await db.insertInto('concerns').values(concern).execute();
    return;
  }
  // Two sends of one concern at once: the unique index keeps the first, the second does nothing.
  await db
    .insertInto('concerns')
    .values(concern)
    .onConflict((conflict) => conflict.columns(['user_id', 'client_key']).doNothing())
    .execute();
}

/**
 * The last 12 months of earnings (issue 14, decision 0020): each payment line counts in the month,
 * in India, its report was submitted (the line's `created_at`), as paid or still owed.
 */
export async function monthlyEarnings(db: Db, auditorId: number, now = new Date()): Promise<MonthlyEarnings> {
  const months = earningsMonths(now);
  const first = months[0] ?? '';
  // a day early, so a line created late on the last day of a month in UTC but already the first in
  // India is read too; the month of each line is then taken in India
  const from = new Date(Date.parse(`${first}-01T00:00:00Z`) - 86_400_000).toISOString();
  const rows = await db
    .selectFrom('payments')
    .select(['status', 'amount_paise', 'reimbursement_paise', 'created_at'])
    .where('auditor_id', '=', auditorId)
    .where('created_at', '>=', from)
    .execute();
  const buckets = new Map(
    months.map((month) => [month, { paidFee: 0, paidReimbursement: 0, owedFee: 0, owedReimbursement: 0 }]),
  );
  for (const row of rows) {
    const bucket = buckets.get(monthOf(row.created_at));
    if (!bucket) continue;
    if (row.status === 'PAID') {
      bucket.paidFee += Number(row.amount_paise);
      bucket.paidReimbursement += Number(row.reimbursement_paise);
    } else {
      bucket.owedFee += Number(row.amount_paise);
      bucket.owedReimbursement += Number(row.reimbursement_paise);
    }
  }
  return {
    months: months.map((month) => {
      const bucket = buckets.get(month) ?? {
        paidFee: 0,
        paidReimbursement: 0,
        owedFee: 0,
        owedReimbursement: 0,
      };
      return {
        month,
        paid_fee: paiseToRupees(bucket.paidFee),
        paid_reimbursement: paiseToRupees(bucket.paidReimbursement),
        pending_fee: paiseToRupees(bucket.owedFee),
        pending_reimbursement: paiseToRupees(bucket.owedReimbursement),
      };
    }),
  };
}
