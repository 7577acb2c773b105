import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import { PAYMENT_CALLS } from '../paymentCalls';
import {
  monthlyEarningsSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSummarySchema,
  paymentTimelineSchema,
} from '../payments';
import { queuedCallEndpoint } from '../reportCalls';

export const list = endpoint('GET', 'auditor', '/payment', {
  query: paymentListQuerySchema,
  answer: paymentListSchema,
});
export const summary = endpoint('GET', 'auditor', '/payment/summary', { answer: paymentSummarySchema });
export const monthly = endpoint('GET', 'auditor', '/payment/monthly', { answer: monthlyEarningsSchema });
export const timeline = endpoint('GET', 'auditor', '/payment/:id/timeline', {
  params: idParamsSchema,
  answer: paymentTimelineSchema,
});
/** queued by the device's outbox (offline/paymentActions.ts) */
export const concern = queuedCallEndpoint(PAYMENT_CALLS, 'paymentConcern', z.object({ detail: z.string() }));

/** The auditor's payments (decision 0020). Amounts are in rupees. */
export const PAYMENT_ENDPOINTS = { list, summary, monthly, timeline, concern };
