import { ACTION_CALLS } from '../actionCalls';
import { actionItemReviewSchema, actionPlanListSchema, actionPlanSchema } from '../actionPlans';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import { queuedCallEndpoint } from '../reportCalls';

/** the corrective action plans within the reader's seat (decisions 0084, 0085) */
export const actionPlans = endpoint('GET', 'brand', '/actions', { answer: actionPlanListSchema });
export const actionPlan = endpoint('GET', 'brand', '/actions/:id', {
  params: idParamsSchema,
  answer: actionPlanSchema,
});
/** queued by the store's device (offline/actionPlanWork.ts); each answers the plan as it is now */
export const answerItem = queuedCallEndpoint(ACTION_CALLS, 'answerItem', actionPlanSchema);
export const planReady = queuedCallEndpoint(ACTION_CALLS, 'planReady', actionPlanSchema);
/** a reviewer's sign-off of one item: accepted, or sent back with a note */
export const reviewItem = endpoint('POST', 'brand', '/action_items/:id/review', {
  params: idParamsSchema,
  body: actionItemReviewSchema,
  answer: actionPlanSchema,
});

/** A brand's corrective action plans: read within the seat, worked by the store, signed off above it. */
export const ACTION_ENDPOINTS = { actionPlans, actionPlan, answerItem, planReady, reviewItem };
