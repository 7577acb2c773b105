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

export const pending = endpoint('GET', 'manager', '/payment', {
  query: pageQuerySchema,
  answer: managedPaymentListSchema,
});
export const runs = endpoint('GET', 'manager', '/payment_run', { answer: paymentRunListSchema });
export const create = endpoint('POST', 'manager', '/payment_run', {
  body: paymentRunBodySchema,
  answer: paymentRunSchema,
});
export const run = endpoint('GET', 'manager', '/payment_run/:id', {
  params: idParamsSchema,
  answer: paymentRunSchema,
});
/** the bank file: a plain link, so the browser downloads it with the session's cookie */
export const csv = endpoint('GET', 'manager', '/payment_run/:id/csv', {
  params: idParamsSchema,
  answer: FILE_ANSWER,
});
export const paid = endpoint('POST', 'manager', '/payment/:id/paid', {
  params: idParamsSchema,
  body: markPaidBodySchema,
  answer: managedPaymentSchema,
});
export const failed = endpoint('POST', 'manager', '/payment/:id/failed', {
  params: idParamsSchema,
  body: markFailedBodySchema,
  answer: managedPaymentSchema,
});
export const history = endpoint('GET', 'manager', '/payment/:id/history', {
  params: idParamsSchema,
  answer: staffActionListSchema,
});

/**
 * Payment runs (paths ours): the pending payments, the runs, the bank's CSV of a run, and marking
 * each payment paid or failed, with a payment's record.
 */
export const PAYMENT_RUN_ENDPOINTS = { pending, runs, create, run, csv, paid, failed, history };
