import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import { pageQuerySchema } from '../managerApplications';
import { staffActionListSchema } from '../managerAuditors';
import { reviewQueueSchema, reviewReportSchema, reviewResultSchema, sendBackBodySchema } from '../review';
import { visitBundleSchema, visitEvidenceSchema } from '../visitRecord';

export const queue = endpoint('GET', 'review', '/report', {
  query: pageQuerySchema,
  answer: reviewQueueSchema,
});
export const report = endpoint('GET', 'review', '/report/:id', {
  params: idParamsSchema,
  answer: reviewReportSchema,
});
export const accept = endpoint('POST', 'review', '/report/:id/accept', {
  params: idParamsSchema,
  answer: reviewResultSchema,
});
export const reject = endpoint('POST', 'review', '/report/:id/reject', {
  params: idParamsSchema,
  answer: reviewResultSchema,
});
export const sendBack = endpoint('POST', 'review', '/report/:id/send_back', {
  params: idParamsSchema,
  body: sendBackBodySchema,
  answer: reviewResultSchema,
});
export const history = endpoint('GET', 'review', '/report/:id/history', {
  params: idParamsSchema,
  answer: staffActionListSchema,
});

/** The visit record to verify without the server (decision 0045); a recorded view of personal data. */
export const visitBundle = endpoint('GET', 'review', '/report/:id/visit_bundle', {
  params: idParamsSchema,
  answer: visitBundleSchema,
});

/** What a reviewer reads of the visit: the seal, distances from the store, time on site, the clock. */
export const visitEvidence = endpoint('GET', 'review', '/report/:id/visit_evidence', {
  params: idParamsSchema,
  answer: visitEvidenceSchema,
});

/**
 * Report review (paths ours, behind the QA, PM and client roles): the queue of the caller's stage,
 * one report, accept, reject (client), send back (QA, PM) and the report's record of reviews.
 */
export const REVIEW_ENDPOINTS = {
  queue,
  report,
  accept,
  reject,
  sendBack,
  history,
  visitBundle,
  visitEvidence,
};
