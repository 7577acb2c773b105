import {
  type AuditStoreStatus,
  CLIENT_REVIEW_DAYS,
  clientReviewDueAt,
  PAYABLE_REPORT_STATUS,
  paymentDueDate,
} from '../../../contract';
import type { Db } from '../../db/database';
import { auditKey, type Catalogue } from './insertCatalogue';
import { DEMO_JOURNEYS, type JourneySeed, OTHER_JOURNEYS, REFERRALS } from './journeys';
import { need } from './lookup';
import { OTHER_AUDITORS } from './otherAuditors';
import { pastWaveJourneys } from './pastWaves';
import type { SeedCalendar } from './seedCalendar';
import { fillReportInProgress, fillSubmittedReport } from './seededReports';
import { insertStatusHistory, statusChangedAt } from './statusHistory';

/** Statuses whose report has been handed in (its answers filled). */
const HANDED_IN: readonly AuditStoreStatus[] = ['SUBMITTED', 'PM_REVIEW', 'COMPLETED', 'ACCEPTED'];
/** Applications, assigned audits with their reports, payments and concerns; then referrals. */
export async function insertJourneys(
  db: Db,
  calendar: SeedCalendar,
  catalogue: Catalogue,
  userIds: Map<string, number>,
): Promise<void> {
  // past waves last: the journeys before them keep their variants, so their answers
  for (const [variant, journey] of [...DEMO_JOURNEYS, ...OTHER_JOURNEYS, ...pastWaveJourneys()].entries()) {
    await insertJourney(db, calendar, catalogue, need(userIds, journey.auditor, 'auditor'), journey, variant);
  }
  const demoId = need(userIds, 'demo', 'auditor');
  for (const referral of REFERRALS) {
    const referred = OTHER_AUDITORS.find((a) => a.key === referral.referred);
    if (!referred) throw new Error(`demo seed: unknown referred auditor ${referral.referred}`);
    // a SIGNUP bonus is earned on joining; an AUDIT bonus when the first audit is done, a month later
    const day = -referred.joinedDaysAgo + (referral.type === 'AUDIT' ? 30 : 0);
    await db
      .insertInto('referrals')
      .values({
        referrer_id: demoId,
        referred_user_id: need(userIds, referral.referred, 'auditor'),
        referral_type: referral.type,
        amount_paise: referral.rupees * 100,
        created_at: calendar.timestamp(day, 12),
      })
      .execute();
  }
}

async function insertJourney(
  db: Db,
  calendar: SeedCalendar,
  catalogue: Catalogue,
  auditorId: number,
  journey: JourneySeed,
  variant: number,
): Promise<void> {
  const audit = need(catalogue.audits, auditKey(journey.cycle, journey.store), 'audit');
  const auditDate = calendar.date(journey.auditDay);
  const appliedAt = calendar.timestamp(journey.appliedDay, 10, 15);
  // Decided the day after applying, before the audit date, and never in the future.
  const decidedDay = Math.max(journey.appliedDay, Math.min(journey.appliedDay + 1, journey.auditDay - 1, 0));
  const decidedAt = calendar.timestamp(decidedDay, 12, 30);
  const { id: applicationId } = await db
    .insertInto('applications')
    .values({
      audit_id: audit.id,
      auditor_id: auditorId,
      audit_date: auditDate,
      status: journey.application,
      created_at: appliedAt,
      updated_at: journey.application === 'APPLIED' ? appliedAt : decidedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assigned = journey.assigned;
  if (!assigned) return;

  const { status } = assigned;
  const handedIn = HANDED_IN.includes(status);
  const started = status !== 'ASSIGNED' && status !== 'AUDITOR_WITHDRAWN';
  const acknowledgedAt = started
    ? calendar.timestamp(Math.max(journey.auditDay - 1, decidedDay), 20, 5)
    : null;
  const submittedAt = handedIn ? calendar.timestamp(journey.auditDay, 19, 40) : null;
  const workedOnAt = submittedAt ?? calendar.timestamp(journey.auditDay - 1, 21, 10);
  const times = { decidedDay, decidedAt, acknowledgedAt, submittedAt, workedOnAt };
  const updatedAt = statusChangedAt(calendar, journey, status, times);
  const { id: auditStoreId } = await db
    .insertInto('audit_stores')
    .values({
      application_id: applicationId,
      audit_id: audit.id,
      auditor_id: auditorId,
      status,
      audit_date: auditDate,
      acknowledged_at: acknowledgedAt,
      submitted_at: submittedAt,
      created_at: decidedAt,
      updated_at: updatedAt,
      // the seeded reports in client review are Kaapi Kulture's, which keeps the default window
      client_review_due_at:
        status === 'COMPLETED' ? clientReviewDueAt(new Date(updatedAt), CLIENT_REVIEW_DAYS.default) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertStatusHistory(db, calendar, journey, auditStoreId, status, times);

  const report = {
    auditStoreId,
    storeName: audit.storeName,
    sections: need(catalogue.questionnaires, audit.cycleKey, 'questionnaire'),
    at: workedOnAt,
    variant,
    lapseShare: journey.lapseShare,
  };
  if (handedIn) await fillSubmittedReport(db, report);
  if (status === 'ACKNOWLEDGED') await fillReportInProgress(db, report);

  if (assigned.concern) {
    await db
      .insertInto('concerns')
      .values({
        user_id: auditorId,
        kind: status === 'FAILED' ? 'NOT_PERFORMED' : 'WITHDRAWAL',
        audit_store_id: auditStoreId,
        message: assigned.concern,
        created_at: updatedAt,
      })
      .execute();
  }

  if (assigned.payment && status !== PAYABLE_REPORT_STATUS)
    throw new Error(`demo seed: a payment for a report in ${status}; payments wait for acceptance`);
  if (assigned.payment && submittedAt) {
    const due = paymentDueDate(submittedAt);
    // paid two to five days before the due date, and always before today
    const paidDay = Math.min(calendar.daysUntil(due) - 2 - (variant % 4), -1);
    const paidOn = assigned.payment === 'PAID' ? calendar.date(paidDay) : null;
    await db
      .insertInto('payments')
      .values({
        auditor_id: auditorId,
        audit_store_id: auditStoreId,
        status: assigned.payment,
        amount_paise: audit.feePaise,
        reimbursement_paise: audit.reimbursementPaise,
        payment_due_date: due,
        paid_on: paidOn,
        // made when the client accepted the report (reviewActions.ts)
        created_at: updatedAt,
      })
      .execute();
  }
}
