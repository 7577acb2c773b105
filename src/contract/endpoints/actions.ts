import { ACTION_PROOF_COMPLETE_ROUTE, ACTION_PROOF_START_ROUTE } from '../actionCallRoutes';
import { ACTION_CALLS } from '../actionCalls';
import {
  actionItemReviewSchema,
  actionPlanListSchema,
  actionPlanOpenBodySchema,
  actionPlanSchema,
} from '../actionPlans';
import { actionProofStartBodySchema } from '../actionProofs';
import { attachmentParamsSchema, attachmentSchema, uploadStartResponseSchema } from '../attachments';
import { endpoint, endpointOfRoute } from '../endpoint';
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

/** a plan opened by hand from a visit the reader's seat reaches (decision 0087) */
export const openPlan = endpoint('POST', 'brand', '/reports/:id/action_plan', {
  params: idParamsSchema,
  body: actionPlanOpenBodySchema,
  answer: actionPlanSchema,
});

/** a photo of an item's fix: its upload start (the store's presigned POST) and complete (decision 0086) */
export const startProof = endpointOfRoute(ACTION_PROOF_START_ROUTE, {
  params: idParamsSchema,
  body: actionProofStartBodySchema,
  answer: uploadStartResponseSchema,
});
export const completeProof = endpointOfRoute(ACTION_PROOF_COMPLETE_ROUTE, {
  params: attachmentParamsSchema,
  answer: attachmentSchema,
});

/** A brand's corrective action plans: read within the seat, worked by the store, signed off above it. */
export const ACTION_ENDPOINTS = {
  actionPlans,
  actionPlan,
  answerItem,
  planReady,
  reviewItem,
  openPlan,
  startProof,
  completeProof,
};
