import { lazy, Suspense } from 'react';
import { getMonthlyEarnings } from '../../api/payments';
import { useRemoteData } from '../../session/useRemoteData';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { Skeleton } from '../../ui/Skeleton';

const EarningsChartView = lazy(() => import('./EarningsChartView'));

/** Said where the chart would be when its code, fetched on first use (decision 0046), cannot come. */
export const CHART_NEEDS_CONNECTION = 'The earnings chart shows when this page is opened with a connection.';

/** The earnings chart above the list: its figures from the server, its library loaded on demand. */
export function EarningsChart() {
  const earnings = useRemoteData(getMonthlyEarnings);
  if (earnings.status === 'error') return null;
  const placeholder = <Skeleton height="14rem" />;
  if (earnings.status === 'loading') return placeholder;
  return (
    <LoadBoundary fallback={<p className="earnings-chart-unavailable">{CHART_NEEDS_CONNECTION}</p>}>
      <Suspense fallback={placeholder}>
        <EarningsChartView months={earnings.data.months} />
      </Suspense>
    </LoadBoundary>
  );
}
