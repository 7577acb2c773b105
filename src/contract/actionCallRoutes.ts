import type { z } from 'zod';
import type { actionItemAnswerSchema, actionPlanReadyBodySchema } from './actionPlans';
import { queuedCallRoute } from './reportCallRoutes';

/**
 * The calls of a store's work on an action plan that the device's outbox queues (decision 0085),
 * with their bodies as types only, as the report's (reportCallRoutes.ts): a store manager answers
 * items and sends the plan for review with or without signal. `ACTION_CALLS` pairs them with schemas.
 */
export const ACTION_CALL_ROUTES = {
  /** what was done for one item: the latest text supersedes a waiting one (an upsert) */
  answerItem: queuedCallRoute<z.input<typeof actionItemAnswerSchema>>()('/action_items/:id', 'id', 'brand'),
  /** the plan, every item answered, sent for review */
  planReady: queuedCallRoute<z.input<typeof actionPlanReadyBodySchema>>()(
    '/actions/:id/ready',
    'id',
    'brand',
  ),
};

/** the upload start of a photo proving an item's fix (decision 0086; the proof queue's, both transports) */
export const ACTION_PROOF_START_ROUTE = {
  method: 'POST',
  scope: 'brand',
  route: '/action_items/:id/attachment',
} as const;
/** its upload complete: the store holds the declared bytes */
export const ACTION_PROOF_COMPLETE_ROUTE = {
  method: 'POST',
  scope: 'brand',
  route: '/action_proofs/:id/complete',
} as const;
