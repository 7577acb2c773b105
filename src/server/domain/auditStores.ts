import type { AuditStore, AuditStoreStatus } from '../../contract';
import { auditStoreStatusSchema, auditTypeSchema, paiseToRupees, secondsToHms } from '../../contract';
import type { Db } from '../db/database';
import {
  type AuditStoreRow,
  managerContactsOf,
  ownReportRow,
  ownReportRows,
} from '../repositories/auditStores';
import { visitHeadsOf } from '../repositories/visitEntries';
import { calendarDate } from './calendar';
import { notFound } from './errors';

const DAY_MS = 86_400_000;

/** Whole days from the audit date to today (negative while the audit is ahead). */
export function dateDiffDays(auditDate: string, today: string): number {
  return Math.round((Date.parse(today) - Date.parse(auditDate)) / DAY_MS);
}

export type { AuditStoreRow };

/** The row's status as the contract's rules read it (the column holds only these values). */
export function statusOf(row: { status: string }): AuditStoreStatus {
  return auditStoreStatusSchema.parse(row.status);
}

/** The auditor's own audit store; anyone else's is answered as not found (docs/rules.md#roles). */
export async function findOwnAuditStore(db: Db, auditorId: number, id: number): Promise<AuditStoreRow> {
  const row = await ownReportRow(db, auditorId, id);
  if (!row) throw notFound();
  return row;
}

export async function listOwnAuditStores(db: Db, auditorId: number): Promise<AuditStoreRow[]> {
  return ownReportRows(db, auditorId);
}

export async function auditStoreViews(
  db: Db,
  rows: AuditStoreRow[],
  now = new Date(),
): Promise<AuditStore[]> {
  const cycleIds = [...new Set(rows.map((r) => r.cycle_id))];
  const contacts = cycleIds.length ? await managerContactsOf(db, cycleIds) : [];
  const today = calendarDate(now);
  const heads = await visitHeadsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    audit_date: r.audit_date,
    get_date_diff: dateDiffDays(r.audit_date, today),
    earnings_per_audit: paiseToRupees(r.fee_paise),
    reimbursement: paiseToRupees(r.reimbursement_paise),
    completion_percentage: r.completion_percentage,
    report_revert_count: r.report_revert_count,
    fix_due_at: r.fix_due_at,
    manager_info_list: contacts
      .filter((c) => c.audit_cycle_id === r.cycle_id)
      .map((c) => ({ name: c.name, mobile: c.mobile })),
    report_summary: r.report_summary,
    nps_section: r.nps_section,
    report_submission_time: secondsToHms(r.report_submission_seconds),
    visit_head: heads.get(r.id) ?? null,
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
