import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  auditStoreSchema,
  detailSchema,
  guidelineSchema,
  messageBodySchema,
  submissionTimesBodySchema,
  submitBodySchema,
} from '../report';

/**
 * The auditor's assigned audits and their state transitions
 * (docs/rules.md#the-report-and-its-statuses).
 */
export const AUDIT_STORE_ENDPOINTS = {
  /** "Your Audits", in the order an auditor works through it (compareForAuditStoreList) */
  list: endpoint('GET', 'auditor', '/audit_store', { answer: z.array(auditStoreSchema) }),
  /** a report's offline copy is kept under this path (endpoints/reportReads.ts) */
  one: endpoint('GET', 'auditor', '/audit_store/:id', { params: idParamsSchema, answer: auditStoreSchema }),
  /** ASSIGNED becomes ACKNOWLEDGED ("Agree") */
  acknowledge: endpoint('POST', 'auditor', '/audit_store/:id/acknowledge', {
    params: idParamsSchema,
    answer: detailSchema,
  }),
  /** with the elapsed time as HH:MM:SS */
  submit: endpoint('POST', 'auditor', '/audit_store/:id/submit', {
    params: idParamsSchema,
    body: submitBodySchema,
    answer: detailSchema,
  }),
  /** "not performed": the audit becomes FAILED */
  fail: endpoint('POST', 'auditor', '/audit_store/:id/fail', {
    params: idParamsSchema,
    body: messageBodySchema,
    answer: detailSchema,
  }),
  /** the audit becomes AUDITOR_WITHDRAWN */
  withdraw: endpoint('POST', 'auditor', '/audit_store/:id/withdraw', {
    params: idParamsSchema,
    body: messageBodySchema,
    answer: detailSchema,
  }),
  /** a question about the audit */
  reportConcern: endpoint('POST', 'auditor', '/audit_store/:id/report_concern', {
    params: idParamsSchema,
    body: messageBodySchema,
    answer: detailSchema,
  }),
  /** the spec's spelling of the route */
  guideline: endpoint('GET', 'auditor', '/audit_store/:id/guildline', {
    params: idParamsSchema,
    answer: guidelineSchema,
  }),
  /** sent at logout: the timers of reports in progress; a larger stored value is kept */
  submissionTimes: endpoint('POST', 'auditor', '/audit_store/report_submission_time', {
    body: submissionTimesBodySchema,
    answer: detailSchema,
  }),
};
