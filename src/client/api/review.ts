import type { ReviewResult, SendBackBody, StaffAction } from '../../contract';
import * as endpoints from '../../contract/endpoints/review';
import { call } from './call';

/** Report review (paths ours): the caller's stage is their role's. */

export const getReviewQueue = (page: number) => call(endpoints.queue, { query: { page } });
export const getReviewReport = (id: number) => call(endpoints.report, { params: { id } });
export const getReviewHistory = async (id: number): Promise<StaffAction[]> =>
  (await call(endpoints.history, { params: { id } })).actions;

/** the route's last segment */
const DECISIONS = { accept: endpoints.accept, reject: endpoints.reject };
export type ReviewDecision = keyof typeof DECISIONS;
export const decideReport = (id: number, decision: ReviewDecision): Promise<ReviewResult> =>
  call(DECISIONS[decision], { params: { id } });
export const sendBackReport = (id: number, body: SendBackBody) =>
  call(endpoints.sendBack, { params: { id }, body });
export const getVisitEvidence = (id: number) => call(endpoints.visitEvidence, { params: { id } });
