import type { z } from 'zod';
import { ACTION_CALL_ROUTES } from './actionCallRoutes';
import { actionItemAnswerSchema, actionPlanReadyBodySchema } from './actionPlans';
import { type CallRequest, queuedCall } from './reportCalls';

/**
 * A store's calls on an action plan (decision 0085), declared once like the report's: the server
 * registers the route from here and the device builds the request with `buildRequest`. Both are
 * kept once however often they are resent: an answer is an upsert, and a plan sent for review
 * stays sent.
 */
export const ACTION_CALLS = {
  answerItem: queuedCall(ACTION_CALL_ROUTES.answerItem, actionItemAnswerSchema),
  planReady: queuedCall(ACTION_CALL_ROUTES.planReady, actionPlanReadyBodySchema),
};
export type ActionCallRequest =
  | CallRequest<z.input<typeof ACTION_CALLS.answerItem.body>>
  | CallRequest<z.input<typeof ACTION_CALLS.planReady.body>>;
