import {
  APPLIED_PAGE_SIZE,
  APPLY_MESSAGES,
  type Application,
  type AppliedList,
  applicationAllows,
  applyWindow,
  auditAvailability,
  auditDaysText,
  type BookingWindow,
  isAuditDay,
  isInWindow,
  reapplyWindow,
} from '../../contract';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import {
  type ApplicationRow,
  acceptedTerms,
  applicationCount,
  appliedPage,
  auditExists,
  auditHolderId,
  auditWithCycle,
  insertApplication,
  liveApplicationRow,
  withdrawIfCancellable,
} from '../repositories/applications';
import { lockAudit } from '../repositories/managerApplications';
import { loadBankInfo } from './bankInfo';
import { storedWeekdays } from './calendar';
import { auditorOrigin } from './discovery';
import { requireEligible } from './eligibility';
import { fieldsRefused, isUniqueViolation, notFound, refused } from './errors';

/**
 * Applying for an audit (docs/rules.md#finding-audits-and-applying; decisions 0018, 0019). The server keeps
 * every rule the page shows: the profile, bank and policy gates, the booking window of
 * contract/bookingWindows.ts, the cycle's eligibility factors, one live application per audit
 * (also a partial unique index, so two quick taps cannot make two), only for an audit a visit can
 * still happen at (decision 0063), cancel only while APPLIED or WAITLISTED, and reapply as cancel
 * and apply in one transaction, so a refused reapply leaves the old application as it was. Every
 * refusal is a 400 that changes nothing.
 */

async function auditToBook(db: Db, auditId: number) {
  const audit = await auditWithCycle(db, auditId);
  if (!audit) throw notFound();
  // an inactive cycle is refused as closed by requireAvailable, after the holder is known
  return { ...audit, audit_weekdays: storedWeekdays(audit.audit_weekdays) };
}

type AuditToBook = Awaited<ReturnType<typeof auditToBook>>;

/**
 * The audit takes this application (contract/auditAvailability.ts, decision 0063): its cycle is
 * active with a date left in `window`, and no other auditor's report holds it. Checked first, so an
 * auditor is told the audit is taken before being asked for bank details.
 */
async function requireAvailable(db: Db, auditorId: number, audit: AuditToBook, window: BookingWindow) {
  const holder = await auditHolderId(db, audit.id);
  const availability = auditAvailability({
    cycleActive: audit.status === 'ACTIVE',
    window,
    heldByAnother: holder !== null && holder !== auditorId,
  });
  if (availability === 'taken') throw refused(APPLY_MESSAGES.taken);
  if (availability === 'closed') throw refused(APPLY_MESSAGES.notOpen);
}

/**
 * The check again in the application's transaction, behind the audit's row lock that an approval
 * takes too (manager/applicationDecisions.ts `lockUnheldAudit`): an approval that committed first
 * is seen and the application refused as taken; one that waits for this transaction then finds the
 * new application and waitlists it with the audit's others. Never an APPLIED application on an
 * audit someone holds.
 */
async function lockAvailable(trx: Db, auditorId: number, audit: AuditToBook, window: BookingWindow) {
  await lockAudit(trx, audit.id);
  await requireAvailable(trx, auditorId, audit, window);
}

/** The gates before any application: profile and mobile (as for listing), bank details, policies. */
async function requireApplicant(db: Db, auditorId: number): Promise<void> {
  await auditorOrigin(db, auditorId);
  if (!(await loadBankInfo(db, auditorId)).is_complete) throw refused(APPLY_MESSAGES.bankMissing);
  const flags = await acceptedTerms(db, auditorId);
  if (flags?.pp_accepted !== 1 || flags.agreement_accepted !== 1)
    throw refused(APPLY_MESSAGES.termsNotAccepted);
}

function requireDateIn(window: BookingWindow, date: string): void {
  if (!window.accepted) throw fieldsRefused({ audit_date: [APPLY_MESSAGES.noDateLeft] });
  // a day the cycle does not audit on is named as such, not only as outside the dates (decision 0066)
  const days = auditDaysText(window.accepted.weekdays);
  if (days && !isAuditDay(date, window.accepted.weekdays)) {
    throw fieldsRefused({ audit_date: [APPLY_MESSAGES.notAnAuditDay(date, days)] });
  }
  if (!isInWindow(date, window.accepted)) {
    const shown = window.offered ?? window.accepted;
    throw fieldsRefused({ audit_date: [APPLY_MESSAGES.dateOutsideWindow(shown.first, shown.last)] });
  }
}

async function newApplication(trx: Db, auditorId: number, auditId: number, date: string, now: Date) {
  try {
    return await insertApplication(trx, { auditorId, auditId, date, at: now.toISOString() });
  } catch (error) {
    // the partial unique index: another request made the live application first
    if (isUniqueViolation(error)) throw refused(APPLY_MESSAGES.alreadyApplied);
    throw error;
  }
}

const toApi = (row: ApplicationRow): Application => ({
  id: row.id,
  audit: row.audit_id,
  audit_date: row.audit_date,
  status: row.status,
});

/** POST auditor/audit/{id}/application/apply */
export async function apply(db: Db, auditorId: number, auditId: number, date: string, now = new Date()) {
  const audit = await auditToBook(db, auditId);
  const window = applyWindow(audit, now);
  await requireAvailable(db, auditorId, audit, window);
  await requireApplicant(db, auditorId);
  requireDateIn(window, date);
  await requireEligible(db, auditorId, audit.cycle_id);
  if (await liveApplicationRow(db, auditorId, auditId)) throw refused(APPLY_MESSAGES.alreadyApplied);
  return inWriteTransaction(db, async (trx) => {
    await lockAvailable(trx, auditorId, audit, window);
    return toApi(await newApplication(trx, auditorId, auditId, date, now));
  });
}

/** POST auditor/audit/{id}/application/cancel: only an APPLIED or WAITLISTED application. */
export async function cancel(db: Db, auditorId: number, auditId: number, now = new Date()) {
  if (!(await auditExists(db, auditId))) throw notFound();
  const live = await liveApplicationRow(db, auditorId, auditId);
  if (!live || !applicationAllows('cancel', live.status)) {
    throw refused(APPLY_MESSAGES.nothingToCancel);
  }
  // guarded: a manager's approval that landed since the read above wins, and this cancel is
  // refused, rather than withdrawing an application that now holds an assigned audit
  const row = await withdrawIfCancellable(db, live.id, now.toISOString());
  if (!row) throw refused(APPLY_MESSAGES.nothingToCancel);
  return toApi(row);
}

/** POST auditor/audit/{id}/application/reapply: cancel and apply again with the reapply window, atomically. */
export async function reapply(db: Db, auditorId: number, auditId: number, date: string, now = new Date()) {
  const audit = await auditToBook(db, auditId);
  const window = reapplyWindow(audit, now);
  await requireAvailable(db, auditorId, audit, window);
  await requireApplicant(db, auditorId);
  requireDateIn(window, date);
  await requireEligible(db, auditorId, audit.cycle_id);
  return inWriteTransaction(db, async (trx) => {
    await lockAvailable(trx, auditorId, audit, window);
    await cancel(trx, auditorId, auditId, now);
    return toApi(await newApplication(trx, auditorId, auditId, date, now));
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
  const rows = await appliedPage(db, auditorId, offset, APPLIED_PAGE_SIZE);
  return {
    applied_audits: rows.map((row) => ({
      id: row.id,
      audit: row.audit_id,
      audit_cycle: row.audit_cycle_id,
      client_name: row.auditor_display_name,
      store_name: row.store_name,
      audit_date: row.audit_date,
      status: row.status,
      audit_store_status: row.audit_store_status,
    })),
    total_count: await applicationCount(db, auditorId),
  };
}
