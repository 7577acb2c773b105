import { useCallback } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import {
  PAYMENT_FILTERS,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_DISPLAY,
  type Payment,
  type PaymentFilter,
  paymentFilterSchema,
} from '../../../contract';
import { getPayments } from '../../api/payments';
import { type ListPage, usePagedList } from '../../session/usePagedList';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
import { useOwnConcerns } from '../concerns/useOwnConcerns';
import { EarningsChart } from './EarningsChart';
import { PaymentRow } from './PaymentRow';
import { PaymentSummaryTiles } from './PaymentSummaryTiles';
import './payments.css';

const filterLabel = (filter: PaymentFilter) =>
  filter === 'ALL' ? 'All' : PAYMENT_STATUS_DISPLAY[filter].label;

/** The status filter in the address (?status=), so a reload or the back button keeps it. */
function useFilter(): [PaymentFilter, (next: PaymentFilter) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = paymentFilterSchema.safeParse(params.get('status'));
  const filter = parsed.success ? parsed.data : 'ALL';
  const choose = useCallback(
    (next: PaymentFilter) => setParams(next === 'ALL' ? {} : { status: next }, { replace: true }),
    [setParams],
  );
  return [filter, choose];
}

/**
 * /payment "Your Payments" (docs/rules.md#payments): the summary, the status filter and the list.
 */
export function PaymentsPage() {
  const [filter, setFilter] = useFilter();
  const load = useCallback(
    async (loaded: number): Promise<ListPage<Payment>> => {
      const page = await getPayments(filter, loaded);
      return { items: page.payments, total: page.total_count };
    },
    [filter],
  );
  const { first, items, hasMore, loading, loadMore } = usePagedList(load);
  const concerns = useOwnConcerns();

  return (
    <div className="payments">
      <header>
        <h1 className="page-title">Your Payments</h1>
        <p className="page-lead">{PAYMENT_MESSAGES.terms}</p>
      </header>
      <PaymentSummaryTiles />
      <EarningsChart />
      <label className="inline-filter">
        Status
        <select value={filter} onChange={(event) => setFilter(event.target.value as PaymentFilter)}>
          {PAYMENT_FILTERS.map((option) => (
            <option key={option} value={option}>
              {filterLabel(option)}
            </option>
          ))}
        </select>
      </label>
      {first.status === 'loading' ? <Spinner label="Loading your payments" /> : null}
      {first.status === 'error' ? <ErrorNotice onRetry={first.retry} /> : null}
      {first.status === 'ready' && items.length === 0 ? (
        <Card className="payments-empty">
          <p>{filter === 'ALL' ? PAYMENT_MESSAGES.none : PAYMENT_MESSAGES.noneForFilter}</p>
        </Card>
      ) : null}
      {items.length > 0 ? (
        <ul className="payments-list" aria-label="Payments">
          {items.map((payment) => (
            <li key={payment.id}>
              <PaymentRow
                payment={payment}
                concerns={concerns.filter((concern) => concern.subject.payment_id === payment.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore hasMore={hasMore} loading={loading} onLoad={loadMore} />
      <Outlet />
    </div>
  );
}
