import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  answerSchema,
  detailSchema,
  notApplicableBodySchema,
  reportFeedbackSchema,
  reportSavedSchema,
  reportSectionSchema,
  sectionSchema,
  storeQuestionParamsSchema,
} from '../report';
import {
  queuedCallEndpoint,
  REPORT_BATCH_ROUTE,
  REPORT_CALLS,
  reportBatchAnswerSchema,
  reportBatchBodySchema,
} from '../reportCalls';

const calls = REPORT_CALLS;
const batch = REPORT_BATCH_ROUTE;

/**
 * The questionnaire, the auditor's answers and the rating after submit (decision 0004). The
 * writes are the device's queued calls (`REPORT_CALLS`, decision 0004): every one an upsert.
 */
export const REPORT_ENDPOINTS = {
  /** the questionnaire */
  sections: endpoint('GET', 'auditor', '/audit_store/:id/section', {
    params: idParamsSchema,
    answer: z.array(sectionSchema),
  }),
  /** section comments and revert messages */
  reportSections: endpoint('GET', 'auditor', '/audit_store/:id/report_section', {
    params: idParamsSchema,
    answer: z.array(reportSectionSchema),
  }),
  /** the answers the server holds */
  answers: endpoint('GET', 'auditor', '/audit_store/:id/answer', {
    params: idParamsSchema,
    answer: z.array(answerSchema),
  }),
  answer: queuedCallEndpoint(calls.answer, reportSavedSchema),
  answerComment: queuedCallEndpoint(calls.answerComment, reportSavedSchema),
  /** Not Applicable alone (the answer call carries it too) */
  notApplicable: endpoint('POST', 'auditor', '/audit_store/:id/question/:qid/not_applicable', {
    params: storeQuestionParamsSchema,
    body: notApplicableBodySchema,
    answer: reportSavedSchema,
  }),
  sectionComment: queuedCallEndpoint(calls.sectionComment, detailSchema),
  reportSummary: queuedCallEndpoint(calls.reportSummary, detailSchema),
  /** many queued calls in one transaction (server/domain/reportBatch.ts); the outbox sends it */
  batch: endpoint(batch.method, batch.scope, batch.route, {
    body: reportBatchBodySchema,
    answer: reportBatchAnswerSchema,
  }),
  /** the ratings after submit, null before they are given */
  feedback: endpoint('GET', 'auditor', '/audit_store/:id/report_feedback', {
    params: idParamsSchema,
    answer: reportFeedbackSchema.nullable(),
  }),
  saveFeedback: queuedCallEndpoint(calls.feedback, detailSchema),
  nps: queuedCallEndpoint(calls.nps, detailSchema),
};
