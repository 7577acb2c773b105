import { Link } from 'react-router-dom';
import { AUDIT_CYCLE_STATUS_DISPLAY, plural } from '../../../contract';
import { listManagedCycles } from '../../api/managerApplications';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import './manage.css';

/**
 * /manage/applications (decision 0025, "Application decisions"): the cycles, those with the most
 * applications to decide first.
 */
export function ManagerCyclesPage() {
  const cycles = useRemoteData(listManagedCycles);
  return (
    <div className="manage">
      <h1 className="page-title">Applications</h1>
      {cycles.status === 'loading' ? <Spinner label="Loading the cycles" /> : null}
      {cycles.status === 'error' ? <ErrorNotice onRetry={cycles.retry} /> : null}
      {cycles.status === 'ready' && cycles.data.length === 0 ? <p>No audit cycle yet.</p> : null}
      {cycles.status === 'ready' && cycles.data.length > 0 ? (
        <ul className="manage-list" aria-label="Audit cycles">
          {cycles.data.map((cycle) => (
            <li key={cycle.id}>
              <Link to={`/manage/applications/${cycle.id}`}>
                <strong>
                  {cycle.client_name}: {cycle.name}
                </strong>
                <span>
                  {formatCalendarDate(cycle.start_date)} to {formatCalendarDate(cycle.end_date)}{' '}
                  <StatusBadge table={AUDIT_CYCLE_STATUS_DISPLAY} status={cycle.status} />
                </span>
                <span>
                  {plural(cycle.applied_count, 'application', 'applications')} to decide,{' '}
                  {cycle.waitlisted_count} waitlisted
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
