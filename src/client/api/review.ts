import {
  type ReviewQueue,
  type ReviewReport,
  type ReviewResult,
  reviewQueueSchema,
  reviewReportSchema,
  reviewResultSchema,
  type SendBackBody,
  type StaffAction,
  staffActionListSchema,
} from '../../contract';
import { http } from './http';

/** Report review (issue 15; paths ours): the caller's stage is their role's. */

export const getReviewQueue = (page: number): Promise<ReviewQueue> =>
  http.get('review/report', { searchParams: { page } }).json(reviewQueueSchema);
export const getReviewReport = (id: number): Promise<ReviewReport> =>
  http.get(`review/report/${id}`).json(reviewReportSchema);
export const getReviewHistory = async (id: number): Promise<StaffAction[]> =>
  (await http.get(`review/report/${id}/history`).json(staffActionListSchema)).actions;

export type ReviewDecision = 'accept' | 'reject';
export const decideReport = (id: number, decision: ReviewDecision): Promise<ReviewResult> =>
  http.post(`review/report/${id}/${decision}`).json(reviewResultSchema);
export const sendBackReport = (id: number, body: SendBackBody): Promise<ReviewResult> =>
  http.post(`review/report/${id}/send_back`, { json: body }).json(reviewResultSchema);
