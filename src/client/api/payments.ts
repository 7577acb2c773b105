import type { PaymentFilter, PaymentList } from '../../contract';
import * as endpoints from '../../contract/endpoints/payments';
import { call } from './call';

/** Payments (decision 0020). Amounts arrive in rupees. */

/** The first page of a filter, or the next one after the `loaded` entries the page holds (Load More). */
export const getPayments = (status: PaymentFilter, loaded = 0): Promise<PaymentList> =>
  call(endpoints.list, {
    query: loaded > 0 ? { status, is_load_more: 'true', last_total_count: loaded } : { status },
  });

export const getPaymentSummary = () => call(endpoints.summary);
export const getPaymentTimeline = (paymentId: number) =>
  call(endpoints.timeline, { params: { id: paymentId } });
export const getMonthlyEarnings = () => call(endpoints.monthly);
