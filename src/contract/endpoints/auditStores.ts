import { z } from 'zod';
import { AUDIT_STORE_READ_ROUTES as reads } from '../auditStoreReadRoutes';
import { endpoint, endpointOfRoute } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  auditStoreSchema,
  detailSchema,
  guidelineSchema,
  messageBodySchema,
  submissionTimesBodySchema,
  submitBodySchema,
} from '../report';

/** "Your Audits", in the order an auditor works through it (compareForAuditStoreList) */
export const list = endpointOfRoute(reads.list, { answer: z.array(auditStoreSchema) });
/** a report's offline copy is kept under this path (endpoints/reportReads.ts) */
export const one = endpointOfRoute(reads.one, {
  params: idParamsSchema,
  answer: auditStoreSchema,
});
/** ASSIGNED becomes ACKNOWLEDGED ("Agree") */
export const acknowledge = endpoint('POST', 'auditor', '/audit_store/:id/acknowledge', {
  params: idParamsSchema,
  answer: detailSchema,
});
/** with the elapsed time as HH:MM:SS */
export const submit = endpoint('POST', 'auditor', '/audit_store/:id/submit', {
  params: idParamsSchema,
  body: submitBodySchema,
  answer: detailSchema,
});
/** "not performed": the audit becomes FAILED */
export const fail = endpoint('POST', 'auditor', '/audit_store/:id/fail', {
  params: idParamsSchema,
  body: messageBodySchema,
  answer: detailSchema,
});
/** the audit becomes AUDITOR_WITHDRAWN */
export const withdraw = endpoint('POST', 'auditor', '/audit_store/:id/withdraw', {
  params: idParamsSchema,
  body: messageBodySchema,
  answer: detailSchema,
});
/** a question about the audit */
export const reportConcern = endpoint('POST', 'auditor', '/audit_store/:id/report_concern', {
  params: idParamsSchema,
  body: messageBodySchema,
  answer: detailSchema,
});
/** the spec's spelling of the route */
export const guideline = endpointOfRoute(reads.guideline, {
  params: idParamsSchema,
  answer: guidelineSchema,
});
/** sent at logout: the timers of reports in progress; a larger stored value is kept */
export const submissionTimes = endpoint('POST', 'auditor', '/audit_store/report_submission_time', {
  body: submissionTimesBodySchema,
  answer: detailSchema,
});

/**
 * The auditor's assigned audits and their state transitions
 * (docs/rules.md#the-report-and-its-statuses).
 */
export const AUDIT_STORE_ENDPOINTS = {
  list,
  one,
  acknowledge,
  submit,
  fail,
  withdraw,
  reportConcern,
  guideline,
  submissionTimes,
};
