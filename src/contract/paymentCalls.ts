import type { z } from 'zod';
import { PAYMENT_CALL_ROUTES } from './paymentCallRoutes';
import { paymentConcernBodySchema } from './payments';
import { type CallRequest, queuedCall } from './reportCalls';

/**
 * The payment calls the device's outbox queues (decision 0020), declared once like the report's:
 * the server registers the route from here and the device builds the request with `buildRequest`.
 * Unlike the report's upserts, a concern is a new row each time: each one carries its own
 * `client_key` and outbox key, so two concerns never merge and a resend is kept once.
 */
export const PAYMENT_CALLS = {
  paymentConcern: queuedCall(PAYMENT_CALL_ROUTES.paymentConcern, paymentConcernBodySchema),
};
export type PaymentCallRequest = CallRequest<z.input<typeof PAYMENT_CALLS.paymentConcern.body>>;
