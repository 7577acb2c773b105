import { z } from 'zod';
import { AUDIT_STORE_READ_ROUTES as reads } from '../auditStoreReadRoutes';
import { endpoint, endpointOfRoute } from '../endpoint';
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

/** the questionnaire */
export const sections = endpointOfRoute(reads.sections, {
  params: idParamsSchema,
  answer: z.array(sectionSchema),
});
/** section comments and revert messages */
export const reportSections = endpointOfRoute(reads.reportSections, {
  params: idParamsSchema,
  answer: z.array(reportSectionSchema),
});
/** the answers the server holds */
export const answers = endpointOfRoute(reads.answers, {
  params: idParamsSchema,
  answer: z.array(answerSchema),
});
export const answer = queuedCallEndpoint(REPORT_CALLS, 'answer', reportSavedSchema);
export const answerComment = queuedCallEndpoint(REPORT_CALLS, 'answerComment', reportSavedSchema);
/** Not Applicable alone (the answer call carries it too) */
export const notApplicable = endpoint('POST', 'auditor', '/audit_store/:id/question/:qid/not_applicable', {
  params: storeQuestionParamsSchema,
  body: notApplicableBodySchema,
  answer: reportSavedSchema,
});
export const sectionComment = queuedCallEndpoint(REPORT_CALLS, 'sectionComment', detailSchema);
export const reportSummary = queuedCallEndpoint(REPORT_CALLS, 'reportSummary', detailSchema);
/** many queued calls in one transaction (server/domain/reportBatch.ts); the outbox sends it */
export const batch = endpointOfRoute(REPORT_BATCH_ROUTE, {
  body: reportBatchBodySchema,
  answer: reportBatchAnswerSchema,
});
/** the ratings after submit, null before they are given */
export const feedback = endpoint('GET', 'auditor', '/audit_store/:id/report_feedback', {
  params: idParamsSchema,
  answer: z.nullable(reportFeedbackSchema),
});
export const saveFeedback = queuedCallEndpoint(REPORT_CALLS, 'feedback', detailSchema);
export const nps = queuedCallEndpoint(REPORT_CALLS, 'nps', detailSchema);

/**
 * The questionnaire, the auditor's answers and the rating after submit (decision 0004). The
 * writes are the device's queued calls (`REPORT_CALLS`, decision 0004): every one an upsert.
 */
export const REPORT_ENDPOINTS = {
  sections,
  reportSections,
  answers,
  answer,
  answerComment,
  notApplicable,
  sectionComment,
  reportSummary,
  batch,
  feedback,
  saveFeedback,
  nps,
};
