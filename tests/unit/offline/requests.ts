import { buildRequest, REPORT_CALLS } from '../../../src/contract/reportCalls';

/** Outbox requests as the report actions build them, for tests that queue calls directly. */

export function answerRequest(auditStoreId: number, questionId: number, text: string) {
  return buildRequest(
    REPORT_CALLS.answer,
    { id: questionId },
    { audit_store: auditStoreId, answer_text: [text], status: true },
  );
}

export function summaryRequest(auditStoreId: number, text: string) {
  return buildRequest(REPORT_CALLS.reportSummary, { id: auditStoreId }, { report_summary: text });
}

export function sectionCommentRequest(auditStoreId: number, sectionId: number, comment: string) {
  return buildRequest(
    REPORT_CALLS.sectionComment,
    { id: sectionId },
    { audit_store: auditStoreId, auditor_comment: comment },
  );
}
