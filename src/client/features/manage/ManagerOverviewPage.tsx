import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_STORE_STATUS_DISPLAY, IN_REVIEW_STATUSES, nounFor } from '../../../contract';
import { getManagerOverview } from '../../api/managerApplications';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import './manage.css';

interface TileProps {
  count: number;
  /** the words after the count, as for 1 and for any other number: they agree with it */
  label: readonly [one: string, many: string];
  to?: string;
}

function Tile({ count, label: [one, many], to }: TileProps) {
  const body: ReactNode = (
    <>
      <strong className="overview-count">{count}</strong>
      <span>{nounFor(count, one, many)}</span>
    </>
  );
  return <li className="card overview-tile">{to ? <Link to={to}>{body}</Link> : body}</li>;
}

/**
 * /manage/overview, where a manager lands (decision 0043): what waits for someone, each count
 * leading to the screen that handles it; the review stages are the reviewers', counted only.
 */
export function ManagerOverviewPage() {
  const overview = useRemoteData(getManagerOverview);
  return (
    <div className="manage">
      <h1 className="page-title">Overview</h1>
      {overview.status === 'loading' ? <Spinner label="Loading the overview" /> : null}
      {overview.status === 'error' ? <ErrorNotice onRetry={overview.retry} /> : null}
      {overview.status === 'ready' ? (
        <>
          <ul className="overview-tiles" aria-label="Waiting">
            <Tile
              count={overview.data.open_concerns}
              label={['open concern', 'open concerns']}
              to="/manage/concerns"
            />
            <Tile
              count={overview.data.payments_to_run}
              label={['payment to run', 'payments to run']}
              to="/manage/payments"
            />
            <Tile
              count={overview.data.overdue_reports}
              label={['report overdue, not submitted', 'reports overdue, not submitted']}
            />
            {IN_REVIEW_STATUSES.map((stage) => {
              const inStage = `in ${AUDIT_STORE_STATUS_DISPLAY[stage].label}`;
              return <Tile key={stage} count={overview.data.review[stage]} label={[inStage, inStage]} />;
            })}
          </ul>
          <h2>Applications to decide</h2>
          {overview.data.cycles.length === 0 ? <p>No applications wait for a decision.</p> : null}
          <ul className="manage-list" aria-label="Applications to decide">
            {overview.data.cycles.map((cycle) => (
              <li key={cycle.id}>
                <Link to={`/manage/applications/${cycle.id}`}>
                  <strong>
                    {cycle.client_name}: {cycle.name}
                  </strong>
                  <span>
                    {cycle.applied_count} applied · {cycle.waitlisted_count} waitlisted
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
