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
