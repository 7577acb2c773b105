import type { OfflineDb, ReportMetaRecord } from './db';
import { type EnqueueInput, enqueue, outboxKeys } from './outbox';

/**
 * What the report screen calls when the auditor changes something. Each action writes the local
 * truth and queues its call in ONE Dexie transaction, then returns: the screen never waits for the
 * network, and a value is never stored without the call that will carry it (DESIGN rules 1, 2).
 * The sync engine, told by `onQueued`, sends the queue when it can.
 */
export interface ReportActions {
  saveQuestion(input: {
    auditStoreId: number;
    questionId: number;
    answerText: string[];
    notApplicable: boolean;
  }): Promise<void>;
  saveAnswerComment(input: { auditStoreId: number; questionId: number; comment: string }): Promise<void>;
  saveSectionComment(input: { auditStoreId: number; sectionId: number; comment: string }): Promise<void>;
  saveSummary(input: { auditStoreId: number; summary: string }): Promise<void>;
  /** the rating after submit: the two star ratings with their text, and the 1 to 10 experience */
  saveRating(input: {
    auditStoreId: number;
    feedback: NonNullable<ReportMetaRecord['feedback']>;
    nps: number;
  }): Promise<void>;
}

export function createReportActions(
  db: OfflineDb,
  onQueued: () => void = () => {},
  now = () => Date.now(),
): ReportActions {
  const tables = [db.answers, db.sectionComments, db.reportMeta, db.outbox];
  /**
   * The local write and the queued calls in one transaction, issued together: IndexedDB then
   * answers them in one or two round trips instead of one per request, which is most of an
   * answer save's time (DESIGN budget: input to commit under 16 ms at p95).
   */
  const writeAndQueue = async (localWrite: () => Promise<unknown>, ...calls: EnqueueInput[]) => {
    await db.transaction('rw', tables, () =>
      Promise.all([localWrite(), ...calls.map((call) => enqueue(db, call, now()))]),
    );
    // bench/answerSaveLatency.ts reads this User Timing mark: input to local commit (DESIGN budget).
    performance.mark('report-local-commit');
    onQueued();
  };

  async function currentAnswer(auditStoreId: number, questionId: number) {
    return db.answers.get([auditStoreId, questionId]);
  }

  return {
    saveQuestion: ({ auditStoreId, questionId, answerText, notApplicable }) => {
      const chosen = notApplicable ? [] : answerText;
      return writeAndQueue(
        async () => {
          const previous = await currentAnswer(auditStoreId, questionId);
          await db.answers.put({
            auditStoreId,
            questionId,
            answerText: chosen,
            notApplicable,
            comment: previous?.comment ?? '',
            updatedAt: now(),
          });
        },
        // The whole question state in one call, so answer and Not Applicable never race.
        {
          key: outboxKeys.answer(auditStoreId, questionId),
          auditStoreId,
          request: {
            method: 'POST',
            path: `auditor/question/${questionId}/answer`,
            body: {
              audit_store: auditStoreId,
              answer_text: chosen,
              status: chosen.length > 0,
              not_applicable: notApplicable,
            },
          },
        },
      );
    },

    saveAnswerComment: ({ auditStoreId, questionId, comment }) =>
      writeAndQueue(
        async () => {
          const previous = await currentAnswer(auditStoreId, questionId);
          await db.answers.put({
            auditStoreId,
            questionId,
            answerText: previous?.answerText ?? [],
            notApplicable: previous?.notApplicable ?? false,
            comment,
            updatedAt: now(),
          });
        },
        {
          key: outboxKeys.answerComment(auditStoreId, questionId),
          auditStoreId,
          request: {
            method: 'POST',
            path: `auditor/question/${questionId}/answer_comment`,
            body: { audit_store_id: auditStoreId, question_id: questionId, answer_comment: comment },
          },
        },
      ),

    saveSectionComment: ({ auditStoreId, sectionId, comment }) =>
      writeAndQueue(
        async () => {
          await db.sectionComments.put({ auditStoreId, sectionId, comment, updatedAt: now() });
        },
        {
          key: outboxKeys.sectionComment(auditStoreId, sectionId),
          auditStoreId,
          request: {
            method: 'POST',
            path: `auditor/section/${sectionId}/comment`,
            body: { audit_store: auditStoreId, auditor_comment: comment },
          },
        },
      ),

    saveSummary: ({ auditStoreId, summary }) =>
      writeAndQueue(
        async () => {
          const meta = await db.reportMeta.get(auditStoreId);
          await db.reportMeta.put({ ...meta, auditStoreId, summary, updatedAt: now() });
        },
        {
          key: outboxKeys.reportSummary(auditStoreId),
          auditStoreId,
          request: {
            method: 'POST',
            path: `auditor/audit_store/${auditStoreId}/report_summary`,
            body: { report_summary: summary },
          },
        },
      ),

    saveRating: ({ auditStoreId, feedback, nps }) =>
      writeAndQueue(
        async () => {
          const meta = await db.reportMeta.get(auditStoreId);
          await db.reportMeta.put({ ...meta, auditStoreId, feedback, nps, updatedAt: now() });
        },
        {
          key: outboxKeys.feedback(auditStoreId),
          auditStoreId,
          request: {
            method: 'POST',
            path: `auditor/audit_store/${auditStoreId}/report_feedback`,
            body: {
              audit_understanding: feedback.auditUnderstanding,
              coordination: feedback.coordination,
              portal_accessibility: feedback.portalAccessibility,
            },
          },
        },
        {
          key: outboxKeys.nps(auditStoreId),
          auditStoreId,
          request: {
            method: 'POST',
            path: `auditor/audit_store/${auditStoreId}/nps_section`,
            body: { nps_section: nps },
          },
        },
      ),
  };
}
