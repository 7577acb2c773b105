import { sql } from 'kysely';
import type { AuditStoreStatus } from '../../contract';
import type { Db } from '../db/database';
import { reportsInContext } from './reportChain';

/**
 * What the reviewers' stages read (decision 0036): the reports with their brand, cycle, store and
 * auditor, scoped to one brand for a client's reviewer, and the report's payment made on the
 * client's accept. The send-back's writes are in reviewMessages.ts.
 */

/** Only one brand's reports (a client's reviewer), or every brand's (null). */
export type BrandScope = number | null;

function reviewQuery(db: Db, brand: BrandScope) {
  const query = reportsInContext(db)
    .innerJoin('users', 'users.id', 'audit_stores.auditor_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id');
  return brand === null ? query : query.where('clients.id', '=', brand);
}

function itemSelect(db: Db, brand: BrandScope) {
  return reviewQuery(db, brand).select([
    'audit_stores.id',
    'audit_stores.auditor_id',
    'audit_stores.status',
    'audit_stores.audit_date',
    'audit_stores.submitted_at',
    'audit_stores.report_revert_count',
    'audit_stores.report_summary',
    'audit_stores.report_submission_seconds',
    'audits.audit_cycle_id',
    'clients.id as client_id',
    'clients.name as client_name',
    'clients.auditor_display_name as client_display_name',
    'audit_cycles.name as cycle_name',
    'stores.name as store_name',
    'cities.name as store_city',
    'users.email',
    'profiles.first_name',
    'profiles.last_name',
  ]);
}

/** A report as a reviewer's list and page show it. */
export type ReviewItemRow = Awaited<ReturnType<ReturnType<typeof itemSelect>['executeTakeFirstOrThrow']>>;

/** One page of the reports in `status`, oldest submission first. */
export function reviewItemPage(
  db: Db,
  brand: BrandScope,
  status: AuditStoreStatus,
  offset: number,
  limit: number,
): Promise<ReviewItemRow[]> {
  return itemSelect(db, brand)
    .where('audit_stores.status', '=', status)
    .orderBy('audit_stores.submitted_at')
    .orderBy('audit_stores.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function reviewItemCount(db: Db, brand: BrandScope, status: AuditStoreStatus): Promise<number> {
  const row = await reviewQuery(db, brand)
    .select(sql<number>`count(*)`.as('n'))
    .where('audit_stores.status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The report if it is in the scope and in one of `statuses`, else undefined. */
export function reviewItemRow(
  db: Db,
  brand: BrandScope,
  id: number,
  statuses: readonly AuditStoreStatus[],
): Promise<ReviewItemRow | undefined> {
  return itemSelect(db, brand)
    .where('audit_stores.id', '=', id)
    .where('audit_stores.status', 'in', statuses)
    .executeTakeFirst();
}

/** The report's status, revert count and payment, as a review answers them after a move. */
export function reviewedReport(db: Db, id: number) {
  return db
    .selectFrom('audit_stores')
    .leftJoin('payments', 'payments.audit_store_id', 'audit_stores.id')
    .select([
      'audit_stores.id',
      'audit_stores.status',
      'audit_stores.report_revert_count',
      'payments.id as payment_id',
    ])
    .where('audit_stores.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The sections of a cycle's questionnaire, each with each of its questions (a section without any once). */
export function cycleSectionsAndQuestions(db: Db, cycleId: number) {
  return db
    .selectFrom('sections')
    .leftJoin('questions', 'questions.section_id', 'sections.id')
    .select(['sections.id as section_id', 'questions.id as question_id'])
    .where('sections.audit_cycle_id', '=', cycleId)
    .execute();
}

export function cycleProofTags(db: Db, cycleId: number) {
  return db
    .selectFrom('proof_tags')
    .select(['id', 'proof_tag', 'proof_kind'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('id')
    .execute();
}

export async function reportHasPayment(trx: Db, auditStoreId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payments')
    .select('id')
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the report's payment is made of: its auditor, submission and the audit's fee. */
export function reportPaymentTerms(trx: Db, auditStoreId: number) {
  return trx
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select([
      'audit_stores.auditor_id',
      'audit_stores.submitted_at',
      'audits.fee_paise',
      'audits.reimbursement_paise',
    ])
    .where('audit_stores.id', '=', auditStoreId)
    .executeTakeFirstOrThrow();
}

export interface NewReportPayment {
  auditorId: number;
  auditStoreId: number;
  amountPaise: number;
  reimbursementPaise: number;
  dueDate: string;
  at: string;
}

/** The report's PENDING payment. */
export async function insertReportPayment(trx: Db, payment: NewReportPayment): Promise<void> {
  await trx
    .insertInto('payments')
    .values({
      auditor_id: payment.auditorId,
      audit_store_id: payment.auditStoreId,
      status: 'PENDING',
      amount_paise: payment.amountPaise,
      reimbursement_paise: payment.reimbursementPaise,
      payment_due_date: payment.dueDate,
      created_at: payment.at,
    })
    .execute();
}

/** The brand a reviewer reviews for: a client reviewer's client, null for QA and PM. */
export async function reviewerBrand(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('client_id').where('id', '=', userId).executeTakeFirst();
  return row?.client_id ?? null;
}
