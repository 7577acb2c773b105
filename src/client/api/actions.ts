import type { ActionItemReview } from '../../contract';
import * as endpoints from '../../contract/endpoints/actions';
import { call } from './call';

/**
 * A brand's corrective action plans (decisions 0084, 0085). The store's answers go through the
 * device's outbox (syncRuntime/actionPlanWork.ts); a reviewer's sign-off is sent at once, online.
 */
export const getActionPlans = () => call(endpoints.actionPlans, {});
export const getActionPlan = (id: number) => call(endpoints.actionPlan, { params: { id } });
export const reviewActionItem = (itemId: number, review: ActionItemReview) =>
  call(endpoints.reviewItem, { params: { id: itemId }, body: review });
