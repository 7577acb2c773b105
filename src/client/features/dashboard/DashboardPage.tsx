import { useEffect } from 'react';
import { getDashboardScore } from '../../api/auditor';
import { useConfigStore } from '../../app/configStore';
import { useRemoteData } from '../../app/useRemoteData';
import { isNameMissing } from '../../lib/profileDisplay';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TourGate } from '../tour/TourGate';
import { loadProfile, loadSummary } from './dashboardData';
import { ProfileCard, ProfileCardSkeleton } from './ProfileCard';
import { SummaryTiles, SummaryTilesSkeleton } from './SummaryTiles';
import { WelcomePanel } from './WelcomePanel';
import './dashboard.css';
import { useKeepReportsOffline } from '../reportCopies/useOfflineReadiness';

/** The landing screen: the auditor's profile card and summary tiles. */
export function DashboardPage() {
  const profile = useRemoteData(loadProfile);
  const summary = useRemoteData(loadSummary);
  const brand = useConfigStore((state) => state.config?.BRAND_SHORTNAME);

  useEffect(() => {
    // Fetched as the spec's dashboard does; its fields are not shown.
    getDashboardScore().catch(() => undefined);
  }, []);
  // the reports the auditor will work on are kept for the store, where the signal may be gone
  useKeepReportsOffline();

  const showWelcome =
    profile.status === 'ready' && isNameMissing(profile.data.info.first_name, profile.data.info.last_name);

  return (
    <div className="dashboard">
      <header className="dashboard-header">
        <h1 className="page-title">Dashboard</h1>
        <p className="page-lead">Your audits, reports and payments at a glance.</p>
      </header>

      {showWelcome ? <WelcomePanel brand={brand} /> : null}

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
          {profile.status === 'loading' ? <ProfileCardSkeleton /> : null}
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

      <TourGate ready={profile.status !== 'loading' && summary.status !== 'loading'} />
    </div>
  );
}
