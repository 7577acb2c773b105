import { paymentDueDate } from '../../../contract';
import type { Db } from '../../db/database';
import { activeStaffIds } from '../../repositories/accounts';
import {
  insertReportPayment,
  reportHasPayment,
  reportPaymentTerms,
  reviewItemRow,
} from '../../repositories/review';
import { openActionPlanByRule } from '../actions/actionPlanOpening';
import { queueAcceptedReportHook } from '../brand/brandWebhook';
import { type AcceptedReport, reportAcceptedText, reportAcceptedUndecidedText } from '../notices/noticeTexts';
import { notify } from '../notices/notify';
import { scoreAcceptedReport } from './reportScoring';

/**
 * What a report's final accept writes with the move to ACCEPTED (decision 0065), whoever makes
 * it: the client's reviewer, the PM of a brand without client review, or the schedule at the end
 * of client review. The report's score under the rules in force (reportScoring.ts); the event for
 * the brand's webhook (decision 0081); the PENDING
 * payment, and the auditor told of it; when the schedule accepted, the brand's reviewers too. A report is accepted once, so its id names the event.
 */

/**
 * The report's PENDING payment: its fee and reimbursement, due 45 days after the end of the month
 * it was submitted in. Once per report: a report that already has one (the demo world's, made
 * at submission before this rule) keeps it, and its auditor is not told again.
 */
async function createPayment(trx: Db, auditStoreId: number, at: string) {
  if (await reportHasPayment(trx, auditStoreId)) return null;
  const report = await reportPaymentTerms(trx, auditStoreId);
  const payment = {
    auditorId: report.auditor_id,
    auditStoreId,
    amountPaise: report.fee_paise,
    reimbursementPaise: report.reimbursement_paise,
    dueDate: paymentDueDate(report.submitted_at ?? at),
    at,
  };
  await insertReportPayment(trx, payment);
  return payment;
}

/**
 * Call in the transaction that moved the report to ACCEPTED; `missedReviewDueAt` is the client
 * review's deadline when the schedule accepted it because nobody decided by then.
 */
export async function writeAcceptance(
  trx: Db,
  auditStoreId: number,
  now: Date,
  missedReviewDueAt: string | null = null,
): Promise<void> {
  const payment = await createPayment(trx, auditStoreId, now.toISOString());
  const report = await reviewItemRow(trx, null, auditStoreId, ['ACCEPTED']);
  if (report) {
    const scored = await scoreAcceptedReport(trx, auditStoreId, report.audit_cycle_id, now);
    // after the score: the event carries it (decision 0081), a failed visit's plan opens by it (0084)
    await queueAcceptedReportHook(trx, auditStoreId, now);
    await openActionPlanByRule(trx, auditStoreId, scored, now);
  }
  if (payment === null || report === undefined) return;
  const accepted: AcceptedReport = {
    id: auditStoreId,
    clientName: report.client_display_name,
    storeName: report.store_name,
    amountPaise: payment.amountPaise,
    reimbursementPaise: payment.reimbursementPaise,
    dueDate: payment.dueDate,
  };
  const eventKey = `report:${auditStoreId}:accepted`;
  await notify(
    trx,
    { recipientId: payment.auditorId, kind: 'report_accepted', eventKey, text: reportAcceptedText(accepted) },
    now,
  );
  if (missedReviewDueAt === null) return;
  const text = reportAcceptedUndecidedText(accepted, missedReviewDueAt);
  for (const reviewerId of await activeStaffIds(trx, 'client', report.client_id))
    await notify(trx, { recipientId: reviewerId, kind: 'report_accepted', eventKey, text }, now);
}
