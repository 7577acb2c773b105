import {
  type MonthlyEarnings,
  monthlyEarningsSchema,
  type PaymentFilter,
  type PaymentList,
  type PaymentSummary,
  type PaymentTimeline,
  paymentListSchema,
  paymentSummarySchema,
  paymentTimelineSchema,
} from '../../contract';
import { http } from './http';

/** Payments (spec §7, Payments; issue 14). Amounts arrive in rupees. */

/** The first page of a filter, or the next one after the `loaded` entries the page holds (Load More). */
export const getPayments = (status: PaymentFilter, loaded = 0): Promise<PaymentList> =>
  http
    .get('auditor/payment', {
      searchParams: loaded > 0 ? { status, is_load_more: 'true', last_total_count: loaded } : { status },
    })
    .json(paymentListSchema);

export const getPaymentSummary = (): Promise<PaymentSummary> =>
  http.get('auditor/payment/summary').json(paymentSummarySchema);

export const getPaymentTimeline = (paymentId: number): Promise<PaymentTimeline> =>
  http.get(`auditor/payment/${paymentId}/timeline`).json(paymentTimelineSchema);

export const getMonthlyEarnings = (): Promise<MonthlyEarnings> =>
  http.get('auditor/payment/monthly').json(monthlyEarningsSchema);
