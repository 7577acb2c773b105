import {
  businessToday,
  MANAGER_PAYMENTS_PAGE_SIZE,
  type ManagedPayment,
  type ManagedPaymentList,
  PAYMENT_RUN_MESSAGES,
  type PaymentRun,
  paiseToRupees,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  claimForRun,
  insertPaymentRun,
  type ManagedPaymentRow,
  managedPaymentRow,
  paymentRunRow,
  pendingPayableCount,
  pendingPayablePage,
  recentPaymentRuns,
  runPaymentRows,
  settlePending,
} from '../../repositories/paymentRuns';
import { fieldsRefused, notFound, refused } from '../errors';
import { notifyPaymentSettled } from '../notices/paymentNotices';
import { recordStaffAction } from '../staffActions';
import { auditorName } from './staffViews';

/**
 * Payment runs (decision 0025). The guarantee: a payment is in at most one run and is settled once.
 * Adding to a run and settling are compare-and-sets (PENDING and in no run; PENDING), so two
 * managers at once never put one payment in two runs nor mark it both paid and failed. The export
 * shows account numbers whole, so it is recorded for every payment it holds.
 */

const toManaged = (row: ManagedPaymentRow): ManagedPayment => ({
  id: row.id,
  status: row.status,
  amount: paiseToRupees(row.amount_paise),
  reimbursement: paiseToRupees(row.reimbursement_paise),
  total: paiseToRupees(row.amount_paise + row.reimbursement_paise),
  payment_due_date: row.payment_due_date,
  paid_on: row.paid_on,
  failure_reason: row.failure_reason,
  payment_run_id: row.payment_run_id,
  auditor: {
    id: row.auditor_id,
    name: auditorName(row),
    email: row.email,
  },
  report:
    row.audit_store_id === null
      ? null
      : { id: row.audit_store_id, client_name: row.client_name ?? '', store_name: row.store_name ?? '' },
  payable: Boolean(row.account_number || row.paypal),
});

/** GET manager/payment: the pending payments, the earliest due first. */
export async function pendingPayments(db: Db, page = 1): Promise<ManagedPaymentList> {
  const [rows, total] = await Promise.all([
    pendingPayablePage(db, (page - 1) * MANAGER_PAYMENTS_PAGE_SIZE, MANAGER_PAYMENTS_PAGE_SIZE),
    pendingPayableCount(db),
  ]);
  return {
    payments: rows.map(toManaged),
    total_count: total,
    page,
    page_size: MANAGER_PAYMENTS_PAGE_SIZE,
  };
}

/** POST manager/payment_run: a run of the chosen payments, each PENDING and in no other run. */
export async function createPaymentRun(
  db: Db,
  managerId: number,
  ids: number[],
  now = new Date(),
): Promise<PaymentRun> {
  const unique = [...new Set(ids)];
  const at = now.toISOString();
  const runId = await inWriteTransaction(db, async (trx) => {
    const created = await insertPaymentRun(trx, managerId, at);
    const taken = await claimForRun(trx, created, unique);
    if (taken !== unique.length) throw refused(PAYMENT_RUN_MESSAGES.notAvailable);
    for (const id of unique)
      await recordStaffAction(
        trx,
        {
          actorId: managerId,
          action: 'payment.run',
          target: 'payment',
          targetId: id,
          after: { payment_run_id: created },
        },
        now,
      );
    return created;
  });
  return paymentRun(db, runId);
}

/** GET manager/payment_run/{id} */
export async function paymentRun(db: Db, runId: number): Promise<PaymentRun> {
  const run = await paymentRunRow(db, runId);
  if (!run) throw notFound();
  const rows = await runPaymentRows(db, runId);
  return { id: run.id, created_at: run.created_at, created_by: run.email, payments: rows.map(toManaged) };
}

/** GET manager/payment_run: the runs, newest first, with how many payments each holds. */
export async function paymentRuns(db: Db) {
  const rows = await recentPaymentRuns(db, 50);
  return { runs: rows.map((row) => ({ ...row, payment_count: Number(row.payment_count ?? 0) })) };
}

/** One payment as a manager sees it, or not found. */
export async function managedPayment(db: Db, paymentId: number): Promise<ManagedPayment> {
  const row = await managedPaymentRow(db, paymentId);
  if (!row) throw notFound();
  return toManaged(row);
}

/** Settles one payment of a run: PENDING → PAID or FAILED, once. */
async function settle(
  db: Db,
  managerId: number,
  paymentId: number,
  change: { status: 'PAID'; paid_on: string } | { status: 'FAILED'; failure_reason: string },
  now: Date,
): Promise<ManagedPayment> {
  const row = await managedPaymentRow(db, paymentId);
  if (!row) throw notFound();
  if (row.status !== 'PENDING') throw refused(PAYMENT_RUN_MESSAGES.alreadySettled);
  if (row.payment_run_id === null) throw refused(PAYMENT_RUN_MESSAGES.notInRun);
  if (change.status === 'PAID' && change.paid_on > businessToday(now))
    throw fieldsRefused({ paid_on: [PAYMENT_RUN_MESSAGES.paidInFuture] });
  await inWriteTransaction(db, async (trx) => {
    const settled = await settlePending(
      trx,
      paymentId,
      change.status === 'PAID'
        ? { status: 'PAID', paid_on: change.paid_on }
        : { status: 'FAILED', failure_reason: change.failure_reason, failed_on: businessToday(now) },
    );
    if (!settled) throw refused(PAYMENT_RUN_MESSAGES.alreadySettled);
    await notifyPaymentSettled(
      trx,
      {
        id: paymentId,
        auditorId: row.auditor_id,
        clientName: row.client_display_name,
        storeName: row.store_name,
        amountPaise: row.amount_paise,
        reimbursementPaise: row.reimbursement_paise,
      },
      change,
      now,
    );
    await recordStaffAction(
      trx,
      {
        actorId: managerId,
        action: change.status === 'PAID' ? 'payment.paid' : 'payment.failed',
        target: 'payment',
        targetId: paymentId,
        before: { status: 'PENDING' },
        after: change,
      },
      now,
    );
  });
  const settled = await managedPaymentRow(db, paymentId);
  if (!settled) throw new Error(`payment ${paymentId} vanished as it was settled`);
  return toManaged(settled);
}

export const markPaymentPaid = (
  db: Db,
  managerId: number,
  paymentId: number,
  paidOn: string,
  now = new Date(),
) => settle(db, managerId, paymentId, { status: 'PAID', paid_on: paidOn }, now);

export const markPaymentFailed = (
  db: Db,
  managerId: number,
  paymentId: number,
  reason: string,
  now = new Date(),
) => settle(db, managerId, paymentId, { status: 'FAILED', failure_reason: reason }, now);
