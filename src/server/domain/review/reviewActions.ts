import {
  type AuditStoreStatus,
  fixDueAt,
  PAYABLE_REPORT_STATUS,
  paymentDueDate,
  REVIEW_MESSAGES,
  REVIEW_STAGES,
  type ReviewResult,
  type SendBackBody,
  submitDeadline,
} from '../../../contract';
import type { Db } from '../../db/database';
import {
  cycleSectionsAndQuestions,
  insertReportPayment,
  reportHasPayment,
  reportPaymentTerms,
  reviewedReport,
} from '../../repositories/review';
import {
  clearReviewMessages,
  setQuestionMessage,
  setSectionMessage,
} from '../../repositories/reviewMessages';
import { moveAuditStore } from '../auditStoreMoves';
import { fieldsRefused, refused } from '../errors';
import { notifyReportSentBack } from '../notices/reportNotices';
import { notifyReportWaiting } from '../notices/reviewNotices';
import { recordStaffAction } from '../staffActions';
import { snapshotFlagged } from './flaggedSnapshots';
import { type Reviewer, reviewableReport } from './reviewReports';

/**
 * What reviewers do to a report (decision 0025, "Report review"). The guarantee: a report moves
 * once per stage. Every action is a compare-and-set on the status the reviewer's stage reviews, so
 * two reviewers at once, or a reviewer on a page left open after the report moved on, change it
 * once and the other is told it moved on. The move, its status history, the staff record and (on
 * the client's accept) the PENDING payment are written in one transaction.
 */

interface Move {
  to: AuditStoreStatus;
  action: string;
  /** extra writes inside the transaction, after the status moved */
  also?: (trx: Db, at: string) => Promise<unknown>;
  /** a send-back: one more round, and the fixes due within their window (decision 0039) */
  sendsBack?: boolean;
}

async function moveReport(
  db: Db,
  reviewer: Reviewer,
  id: number,
  move: Move,
  now: Date,
): Promise<ReviewResult> {
  const row = await reviewableReport(db, reviewer, id);
  const from = REVIEW_STAGES[reviewer.role].reviews;
  if (row.status !== from) throw refused(REVIEW_MESSAGES.movedOn);
  const at = now.toISOString();
  const outcome = await moveAuditStore(
    db,
    {
      id,
      from: [from],
      to: move.to,
      at,
      by: reviewer.id,
      ...(move.sendsBack
        ? {
            set: {
              report_revert_count: (eb) => eb('report_revert_count', '+', 1),
              fix_due_at: fixDueAt(now),
            },
          }
        : {}),
    },
    async (trx) => {
      await recordStaffAction(
        trx,
        {
          actorId: reviewer.id,
          action: move.action,
          target: 'audit_store',
          targetId: id,
          before: { status: from },
          after: { status: move.to },
        },
        now,
      );
      await move.also?.(trx, at);
    },
  );
  if (!outcome.moved) throw refused(REVIEW_MESSAGES.movedOn);
  const after = await reviewedReport(db, id);
  return { ...after, payment_id: after.payment_id ?? null };
}

/**
 * The report's PENDING payment: its fee and reimbursement, due 45 days after the end of the month
 * it was submitted in. Once per report: a report that already has one (the demo world's, made
 * at submission before this rule) keeps it.
 */
async function createPayment(trx: Db, auditStoreId: number, at: string): Promise<void> {
  if (await reportHasPayment(trx, auditStoreId)) return;
  const report = await reportPaymentTerms(trx, auditStoreId);
  await insertReportPayment(trx, {
    auditorId: report.auditor_id,
    auditStoreId,
    amountPaise: report.fee_paise,
    reimbursementPaise: report.reimbursement_paise,
    dueDate: paymentDueDate(report.submitted_at ?? at),
    at,
  });
}

/**
 * POST review/report/{id}/accept: on to the next stage, whose reviewers are told; the client's
 * accept makes the payment.
 */
export function acceptReport(db: Db, reviewer: Reviewer, id: number, now = new Date()) {
  const to = REVIEW_STAGES[reviewer.role].acceptTo;
  return moveReport(
    db,
    reviewer,
    id,
    {
      to,
      action: 'review.accept',
      also:
        to === PAYABLE_REPORT_STATUS
          ? (trx, at) => createPayment(trx, id, at)
          : (trx) => notifyReportWaiting(trx, id, to, now),
    },
    now,
  );
}

/** POST review/report/{id}/reject: the client's refusal of the report. */
export function rejectReport(db: Db, reviewer: Reviewer, id: number, now = new Date()) {
  if (!REVIEW_STAGES[reviewer.role].reject) throw refused(REVIEW_MESSAGES.movedOn);
  return moveReport(db, reviewer, id, { to: 'REJECTED', action: 'review.reject' }, now);
}

/**
 * POST review/report/{id}/send_back: back to the auditor (ACKNOWLEDGED, report_revert_count + 1)
 * with a message on each chosen question and section. The last round's messages are cleared, so
 * the auditor sees only what is asked now.
 */
export async function sendBackReport(
  db: Db,
  reviewer: Reviewer,
  id: number,
  body: SendBackBody,
  now = new Date(),
): Promise<ReviewResult> {
  if (!REVIEW_STAGES[reviewer.role].sendBack) throw refused(REVIEW_MESSAGES.movedOn);
  const row = await reviewableReport(db, reviewer, id);
  const sections = await cycleSectionsAndQuestions(db, row.audit_cycle_id);
  const sectionIds = new Set(sections.map((s) => s.section_id));
  const questionIds = new Set(sections.flatMap((s) => (s.question_id === null ? [] : [s.question_id])));
  const strangers = {
    ...(body.questions.some((q) => !questionIds.has(q.id))
      ? { questions: [REVIEW_MESSAGES.notInReport] }
      : {}),
    ...(body.sections.some((s) => !sectionIds.has(s.id)) ? { sections: [REVIEW_MESSAGES.notInReport] } : {}),
  };
  if (Object.keys(strangers).length > 0) throw fieldsRefused(strangers);

  const writeMessages = async (trx: Db, at: string) => {
    await clearReviewMessages(trx, id);
    for (const { id: questionId, message } of body.questions)
      await setQuestionMessage(trx, id, questionId, message, at);
    for (const { id: sectionId, message } of body.sections)
      await setSectionMessage(trx, id, sectionId, message, at);
    await snapshotFlagged(trx, id, body);
    await notifyReportSentBack(
      trx,
      {
        id,
        auditorId: row.auditor_id,
        clientName: row.client_display_name,
        storeName: row.store_name,
        items: body.questions.length + body.sections.length,
        // the moment Submit keeps to, not the 48 hours alone: a send-back never shortens the
        // audit date's window (decisions 0039, 0064)
        deadline: submitDeadline(row.audit_date, fixDueAt(now)),
        round: row.report_revert_count + 1,
      },
      now,
    );
  };
  return moveReport(
    db,
    reviewer,
    id,
    { to: 'ACKNOWLEDGED', action: 'review.send_back', also: writeMessages, sendsBack: true },
    now,
  );
}
