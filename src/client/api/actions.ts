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
/** a plan opened by hand from a visit, for the questions chosen (decision 0087) */
export const openActionPlan = (reportId: number, questionIds: number[]) =>
  call(endpoints.openPlan, { params: { id: reportId }, body: { question_ids: questionIds } });
