import { type ExpressionBuilder, sql } from 'kysely';
import {
  businessToday,
  MANAGER_PAYMENTS_PAGE_SIZE,
  type ManagedPayment,
  type ManagedPaymentList,
  PAYABLE_REPORT_STATUS,
  PAYMENT_RUN_MESSAGES,
  type PaymentRun,
  paiseToRupees,
} from '../../../contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { fieldsRefused, notFound, refused } from '../errors';
import { recordStaffAction } from '../staffActions';
import { auditorName } from './staffViews';

/**
 * Payment runs (issue 15). The guarantee: a payment is in at most one run and is settled once.
 * Adding to a run and settling are compare-and-sets (PENDING and in no run; PENDING), so two
 * managers at once never put one payment in two runs nor mark it both paid and failed. The export
 * shows account numbers whole, so it is recorded for every payment it holds.
 */

export function paymentsQuery(db: Db) {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.auditor_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('bank_accounts', 'bank_accounts.user_id', 'users.id')
    .leftJoin('audit_stores', 'audit_stores.id', 'payments.audit_store_id')
    .leftJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .leftJoin('stores', 'stores.id', 'audits.store_id')
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
      'payments.payment_run_id',
      'payments.audit_store_id',
      'users.id as auditor_id',
      'users.email',
      'profiles.first_name',
      'profiles.last_name',
      'bank_accounts.account_holder_name',
      'bank_accounts.account_number',
      'bank_accounts.ifsc_code',
      'bank_accounts.paypal',
      'clients.name as client_name',
      'stores.name as store_name',
    ]);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['executeTakeFirstOrThrow']>>;

const toManaged = (row: PaymentRow): ManagedPayment => ({
  id: row.id,
  status: row.status as ManagedPayment['status'],
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

/**
 * A payment is paid only for a report the client accepted (spec: Payments; decision 0030). The
 * review creates it then (reviewActions.ts), but rows made at submission by an older build or seed
 * exist: they wait, unlisted and refused by a run, until their report is accepted. A payment of no
 * report has nothing to wait for.
 */
function isPayable(eb: ExpressionBuilder<Database, 'payments'>) {
  return eb.or([
    eb('payments.audit_store_id', 'is', null),
    eb.exists(
      eb
        .selectFrom('audit_stores as report')
        .select('report.id')
        .whereRef('report.id', '=', 'payments.audit_store_id')
        .where('report.status', '=', PAYABLE_REPORT_STATUS),
    ),
  ]);
}

/** GET manager/payment: the pending payments, the earliest due first. */
export async function pendingPayments(db: Db, page = 1): Promise<ManagedPaymentList> {
  const [rows, total] = await Promise.all([
    paymentsQuery(db)
      .where('payments.status', '=', 'PENDING')
      .where(isPayable)
      .orderBy('payments.payment_due_date')
      .orderBy('payments.id')
      .limit(MANAGER_PAYMENTS_PAGE_SIZE)
      .offset((page - 1) * MANAGER_PAYMENTS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('payments')
      .select(sql<number>`count(*)`.as('n'))
      .where('payments.status', '=', 'PENDING')
      .where(isPayable)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    payments: rows.map(toManaged),
    total_count: Number(total.n),
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
  const runId = await db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('payment_runs')
      .values({ created_by: managerId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taken = await trx
      .updateTable('payments')
      .set({ payment_run_id: run.id })
      .where('id', 'in', unique)
      .where('status', '=', 'PENDING')
      .where('payment_run_id', 'is', null)
      .where(isPayable)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== unique.length) throw refused(PAYMENT_RUN_MESSAGES.notAvailable);
    for (const id of unique)
      await recordStaffAction(
        trx,
        {
          actorId: managerId,
          action: 'payment.run',
          target: 'payment',
          targetId: id,
          after: { payment_run_id: run.id },
        },
        now,
      );
    return run.id;
  });
  return paymentRun(db, runId);
}

/** GET manager/payment_run/{id} */
export async function paymentRun(db: Db, runId: number): Promise<PaymentRun> {
  const run = await db
    .selectFrom('payment_runs')
    .innerJoin('users', 'users.id', 'payment_runs.created_by')
    .select(['payment_runs.id', 'payment_runs.created_at', 'users.email'])
    .where('payment_runs.id', '=', runId)
    .executeTakeFirst();
  if (!run) throw notFound();
  const rows = await paymentsQuery(db)
    .where('payments.payment_run_id', '=', runId)
    .orderBy('payments.id')
    .execute();
  return { id: run.id, created_at: run.created_at, created_by: run.email, payments: rows.map(toManaged) };
}

/** GET manager/payment_run: the runs, newest first, with how many payments each holds. */
export async function paymentRuns(db: Db) {
  const rows = await db
    .selectFrom('payment_runs')
    .innerJoin('users', 'users.id', 'payment_runs.created_by')
    .select((eb) => [
      'payment_runs.id',
      'payment_runs.created_at',
      'users.email as created_by',
      eb
        .selectFrom('payments')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('payments.payment_run_id', '=', 'payment_runs.id')
        .as('payment_count'),
    ])
    .orderBy('payment_runs.id', 'desc')
    .limit(50)
    .execute();
  return { runs: rows.map((row) => ({ ...row, payment_count: Number(row.payment_count ?? 0) })) };
}

/** One payment as a manager sees it, or not found. */
export async function managedPayment(db: Db, paymentId: number): Promise<ManagedPayment> {
  const row = await paymentsQuery(db).where('payments.id', '=', paymentId).executeTakeFirst();
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
  const row = await paymentsQuery(db).where('payments.id', '=', paymentId).executeTakeFirst();
  if (!row) throw notFound();
  if (row.status !== 'PENDING') throw refused(PAYMENT_RUN_MESSAGES.alreadySettled);
  if (row.payment_run_id === null) throw refused(PAYMENT_RUN_MESSAGES.notInRun);
  if (change.status === 'PAID' && change.paid_on > businessToday(now))
    throw fieldsRefused({ paid_on: [PAYMENT_RUN_MESSAGES.paidInFuture] });
  await db.transaction().execute(async (trx) => {
    const written = await trx
      .updateTable('payments')
      .set(
        change.status === 'PAID'
          ? { status: 'PAID', paid_on: change.paid_on }
          : { status: 'FAILED', failure_reason: change.failure_reason, failed_on: businessToday(now) },
      )
      .where('id', '=', paymentId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) throw refused(PAYMENT_RUN_MESSAGES.alreadySettled);
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
  const settled = await paymentsQuery(db).where('payments.id', '=', paymentId).executeTakeFirstOrThrow();
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
