import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  monthlyEarningsSchema,
  PAYMENT_CALLS,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSummarySchema,
  paymentTimelineSchema,
} from '../payments';
import { queuedCallEndpoint } from '../reportCalls';

/** The auditor's payments (decision 0020). Amounts are in rupees. */
export const PAYMENT_ENDPOINTS = {
  list: endpoint('GET', 'auditor', '/payment', { query: paymentListQuerySchema, answer: paymentListSchema }),
  summary: endpoint('GET', 'auditor', '/payment/summary', { answer: paymentSummarySchema }),
  monthly: endpoint('GET', 'auditor', '/payment/monthly', { answer: monthlyEarningsSchema }),
  timeline: endpoint('GET', 'auditor', '/payment/:id/timeline', {
    params: idParamsSchema,
    answer: paymentTimelineSchema,
  }),
  /** queued by the device's outbox (offline/paymentActions.ts) */
  concern: queuedCallEndpoint(PAYMENT_CALLS.paymentConcern, z.object({ detail: z.string() })),
};
