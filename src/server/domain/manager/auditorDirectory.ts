import {
  type AuditorFilter,
  MANAGER_AUDITORS_PAGE_SIZE,
  type ManagedAuditor,
  type ManagedAuditorDetail,
  type ManagedAuditorList,
} from '../../../contract';
import type { Db } from '../../db/database';
import { type AuditorRow, auditorCount, auditorPage, auditorRow } from '../../repositories/managedAuditors';
import { notFound } from '../errors';

/**
 * The manager's directory of auditors (GET manager/auditor with its filters; decision 0024):
 * auditors only, never staff; filtered and counted in the database, a page at a time
 * (repositories/managedAuditors.ts).
 */

const managedAuditor = (row: AuditorRow): ManagedAuditor => ({
  id: row.id,
  email: row.email,
  name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
  mobile_number: row.mobile_number,
  city: row.city,
  state: row.state,
  auditor_rating: row.auditor_rating,
  is_active: row.is_active === 1,
  is_verified: row.is_verified === 1,
});

export async function listAuditors(db: Db, filter: AuditorFilter): Promise<ManagedAuditorList> {
  const page = filter.page ?? 1;
  const [rows, total] = await Promise.all([
    auditorPage(db, filter, (page - 1) * MANAGER_AUDITORS_PAGE_SIZE, MANAGER_AUDITORS_PAGE_SIZE),
    auditorCount(db, filter),
  ]);
  return {
    auditors: rows.map(managedAuditor),
    total_count: total,
    page,
    page_size: MANAGER_AUDITORS_PAGE_SIZE,
  };
}

/** One auditor as the manager sees them; staff accounts and unknown ids are not found. */
export async function auditorDetail(db: Db, auditorId: number): Promise<ManagedAuditorDetail> {
  const row = await auditorRow(db, auditorId);
  if (!row) throw notFound();
  return {
    ...managedAuditor(row),
    dial_code: row.dial_code,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    deactivated_at: row.deactivated_at,
  };
}
