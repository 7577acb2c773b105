import { useEffect } from 'react';
import { getDashboardScore, getNextActions } from '../../api/dashboard';
import { isNameMissing } from '../../lib/profileDisplay';
import { useConfigStore } from '../../session/configStore';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TourGate } from '../tour/TourGate';
import { loadProfile, loadSummary } from './dashboardData';
import { NextActions } from './NextActions';
import { ProfileCard, ProfileCardSkeleton } from './ProfileCard';
import { SummaryTiles, SummaryTilesSkeleton } from './SummaryTiles';
import { WelcomePanel } from './WelcomePanel';
import './dashboard.css';

/** The landing screen: the auditor's profile card and summary tiles. */
/** How long after the dashboard is shown the offline save may start, at the earliest. */
const OFFLINE_SAVE_DELAY_MS = 2_000;

/**
 * The reports the auditor will work on are kept for the store, where the signal may be gone. The
 * save needs Dexie, which the dashboard's first load does without
 * (docs/budgets.md#first-load-javascript-per-route), so it starts once the dashboard is shown and
 * the page is idle, and loads its code then.
 */
function saveReportsOfflineWhenIdle(): () => void {
  let idle: number | undefined;
  const start = () => {
    void import('../keepOffline/keepOffline')
      .then((module) => module.keepListedReportsOffline())
      .catch(() => undefined);
  };
  const timer = setTimeout(() => {
    idle =
      'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5_000 }) : undefined;
    if (idle === undefined) start();
  }, OFFLINE_SAVE_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** The cards' places while what leads the page is not known yet: a node of its own, not theirs. */
function DashboardSkeleton() {
  return (
    <div className="dashboard-grid" aria-hidden="true">
      <ProfileCardSkeleton />
      <SummaryTilesSkeleton />
    </div>
  );
}

export function DashboardPage() {
  const profile = useRemoteData(loadProfile);
  const summary = useRemoteData(loadSummary);
  const actions = useRemoteData(getNextActions);
  const brand = useConfigStore((state) => state.config?.BRAND_SHORTNAME);

  useEffect(() => {
    // Fetched as the spec's dashboard does; its fields are not shown.
    getDashboardScore().catch(() => undefined);
  }, []);
  useEffect(() => saveReportsOfflineWhenIdle(), []);

  const showWelcome =
    profile.status === 'ready' && isNameMissing(profile.data.info.first_name, profile.data.info.last_name);
  // What leads the page (the welcome, what to do now) is known before the cards under it are
  // drawn, so nothing is pushed down under a thumb about to tap a tile (no layout shift).
  const leadKnown = profile.status !== 'loading' && actions.status !== 'loading';

  return (
    <div className="dashboard">
      <header className="dashboard-header">
        <h1 className="page-title">Dashboard</h1>
        <p className="page-lead">Your audits, reports and payments at a glance.</p>
      </header>

      {leadKnown ? null : <DashboardSkeleton />}
      {showWelcome ? <WelcomePanel brand={brand} /> : null}
      {leadKnown ? <NextActions actions={actions} /> : null}

      {leadKnown ? (
        <div className="dashboard-grid">
          <section
            className="dashboard-section"
            aria-labelledby="dashboard-profile-heading"
            data-testid="profile-card"
          >
            <h2 id="dashboard-profile-heading" className="dashboard-section-title">
              Your Profile
            </h2>
            {profile.status === 'ready' ? (
              <ProfileCard user={profile.data.user} info={profile.data.info} />
            ) : null}
            {profile.status === 'error' ? <ErrorNotice onRetry={profile.retry} /> : null}
          </section>

          <section className="dashboard-section" aria-labelledby="dashboard-summary-heading">
            <h2 id="dashboard-summary-heading" className="dashboard-section-title">
              Your Summary
            </h2>
            {summary.status === 'ready' ? <SummaryTiles summary={summary.data} /> : null}
            {summary.status === 'loading' ? <SummaryTilesSkeleton /> : null}
            {summary.status === 'error' ? <ErrorNotice onRetry={summary.retry} /> : null}
          </section>
        </div>
      ) : null}

      <TourGate ready={profile.status !== 'loading' && summary.status !== 'loading'} />
    </div>
  );
}
