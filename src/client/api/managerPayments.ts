import type { StaffAction } from '../../contract';
import * as endpoints from '../../contract/endpoints/paymentRuns';
import { call, endpointUrl } from './call';

/** Payment runs (paths ours). */

export const listPendingPayments = (page: number) => call(endpoints.pending, { query: { page } });
export const listPaymentRuns = async () => (await call(endpoints.runs)).runs;
export const createPaymentRun = (paymentIds: number[]) =>
  call(endpoints.create, { body: { payment_ids: paymentIds } });
export const getPaymentRun = (id: number) => call(endpoints.run, { params: { id } });
/** the bank file: a plain link, so the browser downloads it with the session's cookie */
export const paymentRunCsvUrl = (id: number) => endpointUrl(endpoints.csv, { id });
export const markPaymentPaid = (id: number, paidOn: string) =>
  call(endpoints.paid, { params: { id }, body: { paid_on: paidOn } });
export const markPaymentFailed = (id: number, reason: string) =>
  call(endpoints.failed, { params: { id }, body: { reason } });
export const getPaymentHistory = async (id: number): Promise<StaffAction[]> =>
  (await call(endpoints.history, { params: { id } })).actions;
