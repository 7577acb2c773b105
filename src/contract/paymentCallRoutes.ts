import type { z } from 'zod';
import type { paymentConcernBodySchema } from './payments';
import { queuedCallRoute } from './reportCallRoutes';

/**
 * The routes of the payment calls the device's outbox queues (decision 0020), with their bodies as
 * types only: the offline engine builds their requests with no zod loaded (decision 0053), as it
 * does the report's (reportCallRoutes.ts). `PAYMENT_CALLS` (paymentCalls.ts) pairs them with schemas.
 */
export const PAYMENT_CALL_ROUTES = {
  paymentConcern: queuedCallRoute<z.input<typeof paymentConcernBodySchema>>()('/payment/:id/payment_concern'),
};
