import {
  type ManagedPayment,
  type ManagedPaymentList,
  managedPaymentListSchema,
  managedPaymentSchema,
  type PaymentRun,
  paymentRunListSchema,
  paymentRunSchema,
  type StaffAction,
  staffActionListSchema,
} from '../../contract';
import { http } from './http';

/** Payment runs (issue 15; paths ours). */

export const listPendingPayments = (page: number): Promise<ManagedPaymentList> =>
  http.get('manager/payment', { searchParams: { page } }).json(managedPaymentListSchema);
export const listPaymentRuns = async () =>
  (await http.get('manager/payment_run').json(paymentRunListSchema)).runs;
export const createPaymentRun = (paymentIds: number[]): Promise<PaymentRun> =>
  http.post('manager/payment_run', { json: { payment_ids: paymentIds } }).json(paymentRunSchema);
export const getPaymentRun = (id: number): Promise<PaymentRun> =>
  http.get(`manager/payment_run/${id}`).json(paymentRunSchema);
/** the bank file: a plain link, so the browser downloads it with the session's cookie */
export const paymentRunCsvUrl = (id: number) => `/api/manager/payment_run/${id}/csv`;
export const markPaymentPaid = (id: number, paidOn: string): Promise<ManagedPayment> =>
  http.post(`manager/payment/${id}/paid`, { json: { paid_on: paidOn } }).json(managedPaymentSchema);
export const markPaymentFailed = (id: number, reason: string): Promise<ManagedPayment> =>
  http.post(`manager/payment/${id}/failed`, { json: { reason } }).json(managedPaymentSchema);
export const getPaymentHistory = async (id: number): Promise<StaffAction[]> =>
  (await http.get(`manager/payment/${id}/history`).json(staffActionListSchema)).actions;
