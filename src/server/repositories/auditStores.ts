import { sql } from 'kysely';
import type { AuditStoreStatus, ConcernKind } from '../../contract';
import type { Db } from '../db/database';
import { reportsInContext } from './reportChain';

/**
 * An auditor's audit stores (reports) as the database holds them (decision 0036): the row with
 * its audit, cycle, brand, store and city; the concerns raised about one; the claim a submit
 * holds while it checks; the logout timers; the rating after submit.
 */

/** The report row with what its pages show of its chain. */
function reportRows(db: Db) {
  return reportsInContext(db)
    .selectAll('audit_stores')
    .select([
      'audits.fee_paise',
      'audits.reimbursement_paise',
      'audits.post_approval_description as audit_notes',
      'audit_cycles.id as cycle_id',
      'audit_cycles.type as cycle_type',
      'audit_cycles.post_approval_description as cycle_guidelines',
      'audit_cycles.audit_report_summary',
      'audit_cycles.guideline_pdf_url',
      'clients.auditor_display_name',
      'clients.auditor_logo_url',
      'stores.name as store_name',
      'stores.phone as store_phone',
      'stores.address as store_address',
      'cities.name as city_name',
    ]);
}

export type AuditStoreRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirst']>>
>;

/** The auditor's own report, or undefined for anyone else's or none. */
export function ownReportRow(db: Db, auditorId: number, id: number): Promise<AuditStoreRow | undefined> {
  return reportRows(db)
    .where('audit_stores.id', '=', id)
    .where('audit_stores.auditor_id', '=', auditorId)
    .executeTakeFirst();
}

/** The auditor's reports, latest audit date first. */
export function ownReportRows(db: Db, auditorId: number): Promise<AuditStoreRow[]> {
  return reportRows(db)
    .where('audit_stores.auditor_id', '=', auditorId)
    .orderBy('audit_stores.audit_date', 'desc')
    .orderBy('audit_stores.id', 'desc')
    .execute();
}

/** The store managers to call, of each cycle asked about, in the order they were entered. */
export function managerContactsOf(db: Db, cycleIds: number[]) {
  return db
    .selectFrom('manager_contacts')
    .select(['audit_cycle_id', 'name', 'mobile'])
    .where('audit_cycle_id', 'in', cycleIds)
    .orderBy('id')
    .execute();
}

export interface NewAuditStore {
  applicationId: number;
  auditId: number;
  auditorId: number;
  auditDate: string;
  /** ISO 8601: created_at and updated_at */
  at: string;
}

/** A new audit store row; its status and history are domain/auditStoreMoves.ts's. */
export function insertAuditStore(trx: Db, store: NewAuditStore & { status: AuditStoreStatus }) {
  return trx
    .insertInto('audit_stores')
    .values({
      application_id: store.applicationId,
      audit_id: store.auditId,
      auditor_id: store.auditorId,
      status: store.status,
      audit_date: store.auditDate,
      created_at: store.at,
      updated_at: store.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export interface NewReportConcern {
  auditorId: number;
  auditStoreId: number;
  kind: ConcernKind;
  message: string;
  at: string;
}

/** The new concern's id. */
export async function insertReportConcern(db: Db, concern: NewReportConcern): Promise<number> {
  const row = await db
    .insertInto('concerns')
    .values({
      user_id: concern.auditorId,
      kind: concern.kind,
      audit_store_id: concern.auditStoreId,
      message: concern.message,
      created_at: concern.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the report's row while it is `status` (an update of its updated_at, so writers of the
 * report wait behind it on PostgreSQL) and answers its summary; undefined when it is not.
 */
export function claimReportWhile(trx: Db, id: number, status: AuditStoreStatus, at: string) {
  return trx
    .updateTable('audit_stores')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('status', '=', status)
    .returning(['report_summary'])
    .executeTakeFirst();
}

/** The timers of the auditor's own reports among `ids` (someone else's are left out). */
export function ownReportTimers(db: Db, auditorId: number, ids: number[]) {
  return db
    .selectFrom('audit_stores')
    .select(['id', 'status', 'report_submission_seconds'])
    .where('id', 'in', ids)
    .where('auditor_id', '=', auditorId)
    .execute();
}

/** Sets each report's timer, in one statement, to its seconds while it is still `status`. */
export async function writeReportTimers(
  db: Db,
  timers: Array<{ id: number; seconds: number }>,
  status: AuditStoreStatus,
): Promise<void> {
  await db
    .updateTable('audit_stores')
    .set({
      report_submission_seconds: sql<number>`case ${sql.join(
        timers.map(({ id, seconds }) => sql`when id = ${id} then ${seconds}`),
        sql` `,
      )} else report_submission_seconds end`,
    })
    .where(
      'id',
      'in',
      timers.map((timer) => timer.id),
    )
    .where('status', '=', status)
    .execute();
}

export async function writeNps(db: Db, auditStoreId: number, nps: number): Promise<void> {
  await db.updateTable('audit_stores').set({ nps_section: nps }).where('id', '=', auditStoreId).execute();
}

export interface ReportFeedbackRow {
  audit_understanding: number;
  coordination: number;
  portal_accessibility: string;
}

/** The auditor's rating of the report: a second one replaces the first. */
export async function upsertFeedback(db: Db, auditStoreId: number, feedback: ReportFeedbackRow, at: string) {
  const values = { ...feedback, created_at: at };
  await db
    .insertInto('report_feedback')
    .values({ audit_store_id: auditStoreId, ...values })
    .onConflict((oc) => oc.column('audit_store_id').doUpdateSet(values))
    .execute();
}

export function feedbackOf(db: Db, auditStoreId: number): Promise<ReportFeedbackRow | undefined> {
  return db
    .selectFrom('report_feedback')
    .select(['audit_understanding', 'coordination', 'portal_accessibility'])
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
}
