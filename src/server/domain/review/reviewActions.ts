import {
  type AuditStoreStatus,
  clientReviewDueAt,
  clientReviewWindow,
  fixDueAt,
  PAYABLE_REPORT_STATUS,
  REVIEW_MESSAGES,
  REVIEW_STAGES,
  type ReviewResult,
  type SendBackBody,
  type StaffActionKind,
  submitDeadline,
} from '../../../contract';
import type { Db } from '../../db/database';
import type { AuditStoreColumns } from '../../repositories/auditStoreHistory';
import { brandReview } from '../../repositories/clientReview';
import { cycleSectionsAndQuestions, reviewedReport } from '../../repositories/review';
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
import { writeAcceptance } from './reportAcceptance';
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
  action: StaffActionKind;
  /** extra writes inside the transaction, after the status moved */
  also?: (trx: Db, at: string) => Promise<unknown>;
  /** other columns written with the status */
  set?: AuditStoreColumns;
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
      ...(move.set ? { set: move.set } : {}),
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
 * Where the reviewer's accept takes the report, and what it sets with it: the PM's accept of a
 * brand without client review is final; into client review it starts the brand's window.
 */
async function acceptMove(
  db: Db,
  reviewer: Reviewer,
  id: number,
  now: Date,
): Promise<{ to: AuditStoreStatus; set?: AuditStoreColumns }> {
  const to = REVIEW_STAGES[reviewer.role].acceptTo;
  if (to !== 'COMPLETED') return { to };
  const row = await reviewableReport(db, reviewer, id);
  const days = clientReviewWindow(await brandReview(db, row.client_id));
  if (days === null) return { to: PAYABLE_REPORT_STATUS };
  return { to, set: { client_review_due_at: clientReviewDueAt(now, days) } };
}

/**
 * POST review/report/{id}/accept: on to the next stage, whose reviewers are told; the final
 * accept (the client's, or the PM's of a brand without client review) makes the payment.
 */
export async function acceptReport(db: Db, reviewer: Reviewer, id: number, now = new Date()) {
  const { to, set } = await acceptMove(db, reviewer, id, now);
  return moveReport(
    db,
    reviewer,
    id,
    {
      to,
      action: 'review.accept',
      ...(set ? { set } : {}),
      also:
        to === PAYABLE_REPORT_STATUS
          ? (trx) => writeAcceptance(trx, id, now)
          : (trx) => notifyReportWaiting(trx, id, to, now),
    },
    now,
  );
}

/**
 * POST review/report/{id}/reject: the client's refusal of the report. A report the reviewer
 * cannot see is not found first, whatever the role may do: a missing id and another brand's get
 * the same answer.
 */
export async function rejectReport(db: Db, reviewer: Reviewer, id: number, now = new Date()) {
  await reviewableReport(db, reviewer, id);
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
  const row = await reviewableReport(db, reviewer, id);
  if (!REVIEW_STAGES[reviewer.role].sendBack) throw refused(REVIEW_MESSAGES.movedOn);
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
    {
      to: 'ACKNOWLEDGED',
      action: 'review.send_back',
      also: writeMessages,
      // one more round, and the fixes due within their window (decision 0039)
      set: {
        report_revert_count: (eb) => eb('report_revert_count', '+', 1),
        fix_due_at: fixDueAt(now),
      },
    },
    now,
  );
}
