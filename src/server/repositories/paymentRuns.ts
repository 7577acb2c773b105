import { type ExpressionBuilder, sql } from 'kysely';
import { PAYABLE_REPORT_STATUS } from '../../contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Every auditor's payments as the manager's payment runs read and settle them (decision 0036),
 * with the payee's bank details and the report each pays for. A payment may pay for no report, so
 * the report's chain is left-joined here rather than taken from reportChain.ts's inner joins.
 */

function paymentsQuery(db: Db) {
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
      'clients.auditor_display_name as client_display_name',
      'stores.name as store_name',
    ]);
}

/** A payment with its payee's name and bank details and its report's brand and store. */
export type ManagedPaymentRow = Awaited<
  ReturnType<ReturnType<typeof paymentsQuery>['executeTakeFirstOrThrow']>
>;

/**
 * A payment is paid only for a report the client accepted (spec: Payments; decision 0030). The
 * review creates it then (domain/review/reviewActions.ts), but rows made at submission by an older
 * build or seed exist: they wait, unlisted and refused by a run, until their report is accepted.
 * A payment of no report has nothing to wait for.
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

/** One page of the PENDING payable payments, the earliest due first. */
export function pendingPayablePage(db: Db, offset: number, limit: number): Promise<ManagedPaymentRow[]> {
  return paymentsQuery(db)
    .where('payments.status', '=', 'PENDING')
    .where(isPayable)
    .orderBy('payments.payment_due_date')
    .orderBy('payments.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function pendingPayableCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<number>`count(*)`.as('n'))
    .where('payments.status', '=', 'PENDING')
    .where(isPayable)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function managedPaymentRow(db: Db, paymentId: number): Promise<ManagedPaymentRow | undefined> {
  return paymentsQuery(db).where('payments.id', '=', paymentId).executeTakeFirst();
}

/** The payments of a run, in id order; only the PENDING ones with `pendingOnly` (the bank's file). */
export function runPaymentRows(db: Db, runId: number, pendingOnly = false): Promise<ManagedPaymentRow[]> {
  return paymentsQuery(db)
    .where('payments.payment_run_id', '=', runId)
    .$if(pendingOnly, (query) => query.where('payments.status', '=', 'PENDING'))
    .orderBy('payments.id')
    .execute();
}

/** A new, empty run; its id. */
export async function insertPaymentRun(trx: Db, managerId: number, at: string): Promise<number> {
  const run = await trx
    .insertInto('payment_runs')
    .values({ created_by: managerId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return run.id;
}

/**
 * Puts into the run those of `ids` that are PENDING, payable and in no run, a compare-and-set:
 * of two runs at once, each payment goes into one. How many it took.
 */
export async function claimForRun(trx: Db, runId: number, ids: readonly number[]): Promise<number> {
  const taken = await trx
    .updateTable('payments')
    .set({ payment_run_id: runId })
    .where('id', 'in', ids)
    .where('status', '=', 'PENDING')
    .where('payment_run_id', 'is', null)
    .where(isPayable)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows);
}

/** The run with its creator's e-mail address, or undefined. */
export function paymentRunRow(db: Db, runId: number) {
  return db
    .selectFrom('payment_runs')
    .innerJoin('users', 'users.id', 'payment_runs.created_by')
    .select(['payment_runs.id', 'payment_runs.created_at', 'users.email'])
    .where('payment_runs.id', '=', runId)
    .executeTakeFirst();
}

/** The newest `limit` runs with how many payments each holds (a string from PostgreSQL). */
export function recentPaymentRuns(db: Db, limit: number) {
  return db
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
    .limit(limit)
    .execute();
}

/** What settling writes: paid on a day, or failed with its reason and day. */
export type Settlement =
  | { status: 'PAID'; paid_on: string }
  | { status: 'FAILED'; failure_reason: string; failed_on: string };

/** Settles the payment if it is still PENDING, a compare-and-set; true if it did. */
export async function settlePending(trx: Db, paymentId: number, settlement: Settlement): Promise<boolean> {
  const written = await trx
    .updateTable('payments')
    .set(settlement)
    .where('id', '=', paymentId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}
