import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { completeTour } from '../../api/accountOnboarding';
import { useConfigStore } from '../../session/configStore';
import type { OnboardingTourProps } from './OnboardingTour';
import { isTourClosePending, setTourClosePending } from './tourPending';

const NoTour = () => null;

// @reactour/tour is fetched only when the tour is really shown (not when a save is only retried).
const OnboardingTour = lazy<ComponentType<OnboardingTourProps>>(() =>
  import('./OnboardingTour').catch(() => ({ default: NoTour })),
);

/** Users who closed the tour since this page was loaded: it is not shown again before a reload. */
const closedThisPage = new Set<number>();

/** Tells the server the tour is done; if that fails, remembers to tell it on the next visit. */
async function saveCompletion(userId: number): Promise<void> {
  try {
    await completeTour();
    setTourClosePending(userId, false);
  } catch {
    setTourClosePending(userId, true);
  }
}

export interface DashboardTourProps {
  /** the dashboard's cards have rendered, so the steps have elements to point at */
  ready: boolean;
}

/**
 * Mounted while the server says the tour is not complete. Closing it saves that; a failed save
 * closes it anyway and is retried on the next visit instead of showing the tour again.
 */
export default function DashboardTour({ ready }: DashboardTourProps) {
  const userId = useConfigStore((state) => state.config?.USER_ID);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (userId === undefined || closedThisPage.has(userId)) return;
    if (isTourClosePending(userId)) void saveCompletion(userId);
    else setShown(true);
  }, [userId]);

  if (!shown || !ready || userId === undefined) return null;

  const close = () => {
    closedThisPage.add(userId);
    setShown(false);
    void saveCompletion(userId);
  };

  return (
    <Suspense fallback={null}>
      <OnboardingTour onClose={close} />
    </Suspense>
  );
}
