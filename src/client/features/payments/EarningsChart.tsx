import { lazy, Suspense } from 'react';
import { getMonthlyEarnings } from '../../api/payments';
import { useRemoteData } from '../../session/useRemoteData';
import { Skeleton } from '../../ui/Skeleton';

const EarningsChartView = lazy(() => import('./EarningsChartView'));

/** The earnings chart above the list: its figures from the server, its library loaded on demand. */
export function EarningsChart() {
  const earnings = useRemoteData(getMonthlyEarnings);
  if (earnings.status === 'error') return null;
  const placeholder = <Skeleton height="14rem" />;
  if (earnings.status === 'loading') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EarningsChartView months={earnings.data.months} />
    </Suspense>
  );
}
