import type { AuditStore, AuditStoreStatus } from '../../contract';
import { auditStoreStatusSchema, auditTypeSchema, paiseToRupees, secondsToHms } from '../../contract';
import type { Db } from '../db/database';
import { calendarDate } from './calendar';
import { notFound } from './errors';

const DAY_MS = 86_400_000;

/** Whole days from the audit date to today (negative while the audit is ahead). */
export function dateDiffDays(auditDate: string, today: string): number {
  return Math.round((Date.parse(today) - Date.parse(auditDate)) / DAY_MS);
}

function baseQuery(db: Db) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
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
  Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>
>;

/** The row's status as the contract's rules read it (the column holds only these values). */
export function statusOf(row: { status: string }): AuditStoreStatus {
  return auditStoreStatusSchema.parse(row.status);
}

/** The auditor's own audit store; anyone else's is answered as not found (DESIGN: Roles). */
export async function findOwnAuditStore(db: Db, auditorId: number, id: number): Promise<AuditStoreRow> {
  const row = await baseQuery(db)
    .where('audit_stores.id', '=', id)
    .where('audit_stores.auditor_id', '=', auditorId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function listOwnAuditStores(db: Db, auditorId: number): Promise<AuditStoreRow[]> {
  return baseQuery(db)
    .where('audit_stores.auditor_id', '=', auditorId)
    .orderBy('audit_stores.audit_date', 'desc')
    .orderBy('audit_stores.id', 'desc')
    .execute();
}

export async function auditStoreViews(
  db: Db,
  rows: AuditStoreRow[],
  now = new Date(),
): Promise<AuditStore[]> {
  const cycleIds = [...new Set(rows.map((r) => r.cycle_id))];
  const contacts = cycleIds.length
    ? await db
        .selectFrom('manager_contacts')
        .select(['audit_cycle_id', 'name', 'mobile'])
        .where('audit_cycle_id', 'in', cycleIds)
        .orderBy('id')
        .execute()
    : [];
  const today = calendarDate(now);
  return rows.map((r) => ({
    id: r.id,
    status: auditStoreStatusSchema.parse(r.status),
    audit_date: r.audit_date,
    get_date_diff: dateDiffDays(r.audit_date, today),
    earnings_per_audit: paiseToRupees(r.fee_paise),
    reimbursement: paiseToRupees(r.reimbursement_paise),
    completion_percentage: r.completion_percentage,
    report_revert_count: r.report_revert_count,
    manager_info_list: contacts
      .filter((c) => c.audit_cycle_id === r.cycle_id)
      .map((c) => ({ name: c.name, mobile: c.mobile })),
    report_summary: r.report_summary,
    nps_section: r.nps_section,
    report_submission_time: secondsToHms(r.report_submission_seconds),
    audit: {
      id: r.audit_id,
      post_approval_description: r.audit_notes,
      store: {
        name: r.store_name,
        phone: r.store_phone,
        address: r.store_address,
        city: { name: r.city_name },
      },
      audit_cycle: {
        id: r.cycle_id,
        type: auditTypeSchema.parse(r.cycle_type),
        post_approval_description: r.cycle_guidelines,
        audit_report_summary: r.audit_report_summary === 1,
        client: { auditor_display_name: r.auditor_display_name, auditor_logo_url: r.auditor_logo_url },
      },
    },
  }));
}
