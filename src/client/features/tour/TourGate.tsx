import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { getTourStatus } from '../../api/tourStatus';
import type { DashboardTourProps } from './DashboardTour';

const NoTour = () => null;

// The dashboard's first load carries only this check
// (docs/budgets.md#first-load-javascript-per-route): the tour's logic and @reactour/tour come in
// their own chunks once the server says the tour is not complete. If a chunk cannot be fetched
// (offline before it was ever cached), no tour rather than a broken page.
const DashboardTour = lazy<ComponentType<DashboardTourProps>>(() =>
  import('./DashboardTour').catch(() => ({ default: NoTour })),
);

/** Mounts the onboarding tour while the server's is_tour_complete is false (decision 0007). */
export function TourGate({ ready }: DashboardTourProps) {
  const [incomplete, setIncomplete] = useState(false);

  useEffect(() => {
    let current = true;
    getTourStatus().then(
      ({ is_tour_complete }) => {
        if (current) setIncomplete(!is_tour_complete);
      },
      // a failed check shows no tour: it must never stand in the way of the dashboard
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!incomplete) return null;
  return (
    <Suspense fallback={null}>
      <DashboardTour ready={ready} />
    </Suspense>
  );
}
