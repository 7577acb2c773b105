import { endpoint, FILE_ANSWER } from '../endpoint';
import { idParamsSchema } from '../ids';
import { pageQuerySchema } from '../managerApplications';
import { staffActionListSchema } from '../managerAuditors';
import {
  managedPaymentListSchema,
  managedPaymentSchema,
  markFailedBodySchema,
  markPaidBodySchema,
  paymentRunBodySchema,
  paymentRunListSchema,
  paymentRunSchema,
} from '../paymentRuns';

/**
 * Payment runs (paths ours): the pending payments, the runs, the bank's CSV of a run, and marking
 * each payment paid or failed, with a payment's record.
 */
export const PAYMENT_RUN_ENDPOINTS = {
  pending: endpoint('GET', 'manager', '/payment', {
    query: pageQuerySchema,
    answer: managedPaymentListSchema,
  }),
  runs: endpoint('GET', 'manager', '/payment_run', { answer: paymentRunListSchema }),
  create: endpoint('POST', 'manager', '/payment_run', {
    body: paymentRunBodySchema,
    answer: paymentRunSchema,
  }),
  run: endpoint('GET', 'manager', '/payment_run/:id', { params: idParamsSchema, answer: paymentRunSchema }),
  /** the bank file: a plain link, so the browser downloads it with the session's cookie */
  csv: endpoint('GET', 'manager', '/payment_run/:id/csv', { params: idParamsSchema, answer: FILE_ANSWER }),
  paid: endpoint('POST', 'manager', '/payment/:id/paid', {
    params: idParamsSchema,
    body: markPaidBodySchema,
    answer: managedPaymentSchema,
  }),
  failed: endpoint('POST', 'manager', '/payment/:id/failed', {
    params: idParamsSchema,
    body: markFailedBodySchema,
    answer: managedPaymentSchema,
  }),
  history: endpoint('GET', 'manager', '/payment/:id/history', {
    params: idParamsSchema,
    answer: staffActionListSchema,
  }),
};
