import {
  REVIEW_ENDPOINTS as endpoints,
  type ReviewResult,
  type SendBackBody,
  type StaffAction,
} from '../../contract';
import { call } from './call';

/** Report review (paths ours): the caller's stage is their role's. */

export const getReviewQueue = (page: number) => call(endpoints.queue, { query: { page } });
export const getReviewReport = (id: number) => call(endpoints.report, { params: { id } });
export const getReviewHistory = async (id: number): Promise<StaffAction[]> =>
  (await call(endpoints.history, { params: { id } })).actions;

/** keys of REVIEW_ENDPOINTS, as the route's last segment */
export type ReviewDecision = 'accept' | 'reject';
export const decideReport = (id: number, decision: ReviewDecision): Promise<ReviewResult> =>
  call(endpoints[decision], { params: { id } });
export const sendBackReport = (id: number, body: SendBackBody) =>
  call(endpoints.sendBack, { params: { id }, body });
