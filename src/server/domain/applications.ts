import {
  APPLIED_PAGE_SIZE,
  APPLY_MESSAGES,
  type Application,
  type AppliedAudit,
  type AppliedList,
  applyWindow,
  type BookingWindow,
  CANCELLABLE_APPLICATION_STATUSES,
  HOLDING_APPLICATION_STATUSES,
  isInWindow,
  reapplyWindow,
} from '../../contract';
import type { Db } from '../db/database';
import { statusOf } from './auditStores';
import { loadBankInfo } from './bankInfo';
import { auditorOrigin } from './discovery';
import { requireEligible } from './eligibility';
import { fieldsRefused, isUniqueViolation, notFound, refused } from './errors';

/**
 * Applying for an audit (spec: Application status and dates, §6 gates; issue 13). The server keeps
 * every rule the page shows: the profile, bank and policy gates, the booking window of
 * contract/bookingWindows.ts, the cycle's eligibility factors, one live application per audit
 * (also a partial unique index, so two quick taps cannot make two), cancel only while APPLIED or
 * WAITLISTED, and reapply as cancel and apply in one transaction, so a refused reapply leaves the
 * old application as it was. Every refusal is a 400 that changes nothing.
 */

async function auditToBook(db: Db, auditId: number) {
  const audit = await db
    .selectFrom('audits')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .select([
      'audits.id',
      'audit_cycles.id as cycle_id',
      'audit_cycles.status',
      'audit_cycles.start_date',
      'audit_cycles.end_date',
    ])
    .where('audits.id', '=', auditId)
    .executeTakeFirst();
  if (!audit) throw notFound();
  if (audit.status !== 'ACTIVE') throw refused(APPLY_MESSAGES.notOpen);
  return audit;
}

/** The gates before any application: profile and mobile (as for listing), bank details, policies. */
async function requireApplicant(db: Db, auditorId: number): Promise<void> {
  await auditorOrigin(db, auditorId);
  if (!(await loadBankInfo(db, auditorId)).is_complete) throw refused(APPLY_MESSAGES.bankMissing);
  const flags = await db
    .selectFrom('account_flags')
    .select(['pp_accepted', 'agreement_accepted'])
    .where('user_id', '=', auditorId)
    .executeTakeFirst();
  if (flags?.pp_accepted !== 1 || flags.agreement_accepted !== 1)
    throw refused(APPLY_MESSAGES.termsNotAccepted);
}

function requireDateIn(window: BookingWindow, date: string): void {
  if (!window.accepted) throw fieldsRefused({ audit_date: [APPLY_MESSAGES.noDateLeft] });
  if (!isInWindow(date, window.accepted)) {
    const shown = window.offered ?? window.accepted;
    throw fieldsRefused({ audit_date: [APPLY_MESSAGES.dateOutsideWindow(shown.first, shown.last)] });
  }
}

async function insertApplication(trx: Db, auditorId: number, auditId: number, date: string, now: Date) {
  const at = now.toISOString();
  try {
    return await trx
      .insertInto('applications')
      .values({
        audit_id: auditId,
        auditor_id: auditorId,
        audit_date: date,
        status: 'APPLIED',
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'audit_id', 'audit_date', 'status'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    // the partial unique index: another request made the live application first
    if (isUniqueViolation(error)) throw refused(APPLY_MESSAGES.alreadyApplied);
    throw error;
  }
}

const toApi = (row: { id: number; audit_id: number; audit_date: string; status: string }): Application => ({
  id: row.id,
  audit: row.audit_id,
  audit_date: row.audit_date,
  status: row.status as Application['status'],
});

async function liveApplication(db: Db, auditorId: number, auditId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('audit_id', '=', auditId)
    .where('auditor_id', '=', auditorId)
    .where('status', 'in', HOLDING_APPLICATION_STATUSES)
    .executeTakeFirst();
}

/** POST auditor/audit/{id}/application/apply */
export async function apply(db: Db, auditorId: number, auditId: number, date: string, now = new Date()) {
  const audit = await auditToBook(db, auditId);
  await requireApplicant(db, auditorId);
  requireDateIn(applyWindow(audit, now), date);
  await requireEligible(db, auditorId, audit.cycle_id);
  if (await liveApplication(db, auditorId, auditId)) throw refused(APPLY_MESSAGES.alreadyApplied);
  return toApi(await insertApplication(db, auditorId, auditId, date, now));
}

/** POST auditor/audit/{id}/application/cancel: only an APPLIED or WAITLISTED application. */
export async function cancel(db: Db, auditorId: number, auditId: number, now = new Date()) {
  const audit = await db.selectFrom('audits').select('id').where('id', '=', auditId).executeTakeFirst();
  if (!audit) throw notFound();
  const live = await liveApplication(db, auditorId, auditId);
  if (!live || !(CANCELLABLE_APPLICATION_STATUSES as readonly string[]).includes(live.status)) {
    throw refused(APPLY_MESSAGES.nothingToCancel);
  }
  // guarded: a manager's approval that landed since the read above wins, and this cancel is
  // refused, rather than withdrawing an application that now holds an assigned audit
  const row = await db
    .updateTable('applications')
    .set({ status: 'WITHDRAWN', updated_at: now.toISOString() })
    .where('id', '=', live.id)
    .where('status', 'in', CANCELLABLE_APPLICATION_STATUSES)
    .returning(['id', 'audit_id', 'audit_date', 'status'])
    .executeTakeFirst();
  if (!row) throw refused(APPLY_MESSAGES.nothingToCancel);
  return toApi(row);
}

/** POST auditor/audit/{id}/application/reapply: cancel and apply again with the reapply window, atomically. */
export async function reapply(db: Db, auditorId: number, auditId: number, date: string, now = new Date()) {
  const audit = await auditToBook(db, auditId);
  await requireApplicant(db, auditorId);
  requireDateIn(reapplyWindow(audit, now), date);
  await requireEligible(db, auditorId, audit.cycle_id);
  return db.transaction().execute(async (trx) => {
    await cancel(trx, auditorId, auditId, now);
    return toApi(await insertApplication(trx, auditorId, auditId, date, now));
  });
}

/**
 * GET auditor/applied_audits: the auditor's applications, newest first, a page at a time; Load
 * More sends how many the page holds (`last_total_count`) and gets the next page.
 */
export async function appliedAudits(
  db: Db,
  auditorId: number,
  query: { is_load_more: boolean; last_total_count?: number | undefined },
): Promise<AppliedList> {
  const offset = query.is_load_more ? (query.last_total_count ?? 0) : 0;
  const rows = await db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    // at most one audit store per application (a unique column): what became of an approval
    .leftJoin('audit_stores', 'audit_stores.application_id', 'applications.id')
    .select([
      'applications.id',
      'applications.audit_id',
      'audits.audit_cycle_id',
      'clients.auditor_display_name',
      'stores.name as store_name',
      'applications.audit_date',
      'applications.status',
      'audit_stores.status as audit_store_status',
    ])
    .where('applications.auditor_id', '=', auditorId)
    .orderBy('applications.id', 'desc')
    .limit(APPLIED_PAGE_SIZE)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('auditor_id', '=', auditorId)
    .executeTakeFirstOrThrow();
  return {
    applied_audits: rows.map((row) => ({
      id: row.id,
      audit: row.audit_id,
      audit_cycle: row.audit_cycle_id,
      client_name: row.auditor_display_name,
      store_name: row.store_name,
      audit_date: row.audit_date,
      status: row.status as AppliedAudit['status'],
      audit_store_status:
        row.audit_store_status === null ? null : statusOf({ status: row.audit_store_status }),
    })),
    total_count: Number(total.n),
  };
}
