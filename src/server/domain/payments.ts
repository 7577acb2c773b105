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
import { inWriteTransaction } from '../db/groupCommit';
import { concernKeyKept } from '../repositories/concerns';
import {
  insertPaymentConcern,
  linesCreatedSince,
  ownPayment,
  paymentCount,
  paymentPage,
  paymentSums,
} from '../repositories/payments';
import { requireConcernRoom } from './concerns/concernRoom';
import { notifyConcernRaised } from './concerns/concerns';
import { notFound } from './errors';

/**
 * The auditor's payments (decision 0020). Every query is scoped to the
 * signed-in auditor: another auditor's payment is not found, never shown.
 */

/** One page, newest first; Load More sends how many the page holds (`last_total_count`). */
export async function paymentList(
  db: Db,
  auditorId: number,
  query: { status: PaymentFilter; is_load_more: boolean; last_total_count?: number | undefined },
): Promise<PaymentList> {
  const offset = query.is_load_more ? (query.last_total_count ?? 0) : 0;
  const rows = await paymentPage(db, auditorId, query.status, offset, PAYMENTS_PAGE_SIZE);
  return {
    payments: rows.map(
      (row): Payment => ({
        id: row.id,
        status: row.status,
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
    total_count: await paymentCount(db, auditorId, query.status),
  };
}

/**
 * The summary above the list: every payment line counts as an audit; transferred and
 * reimbursement are what was PAID; pending is fee and reimbursement still PENDING (decision 0020).
 */
export async function paymentSummary(db: Db, auditorId: number): Promise<PaymentSummary> {
  const sums = await paymentSums(db, auditorId);
  return {
    total_audits: Number(sums.audits),
    total_transfered: paiseToRupees(sums.transferred),
    total_reimbursement: paiseToRupees(sums.reimbursed),
    total_pending: paiseToRupees(sums.pending),
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
  if (!(await ownPayment(db, auditorId, paymentId))) throw notFound();
  await inWriteTransaction(db, async (trx) => {
    // a second send of a kept concern is answered as the first was, bound or not
    if (body.client_key && (await concernKeyKept(trx, auditorId, body.client_key))) return;
    await requireConcernRoom(trx, auditorId);
    const id = await insertPaymentConcern(trx, {
      userId: auditorId,
      paymentId,
      message: body.message.trim(),
      clientKey: body.client_key ?? null,
    });
    // a second send of a kept concern tells nobody again
    if (id !== undefined) await notifyConcernRaised(trx, id, new Date());
  });
}

/**
 * The last 12 months of earnings (decision 0020): each payment line counts in the month,
 * in India, its report was submitted (the line's `created_at`), as paid or still owed.
 */
export async function monthlyEarnings(db: Db, auditorId: number, now = new Date()): Promise<MonthlyEarnings> {
  const months = earningsMonths(now);
  const first = months[0] ?? '';
  // a day early, so a line created late on the last day of a month in UTC but already the first in
  // India is read too; the month of each line is then taken in India
  const from = new Date(Date.parse(`${first}-01T00:00:00Z`) - 86_400_000).toISOString();
  const rows = await linesCreatedSince(db, auditorId, from);
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
