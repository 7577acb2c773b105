import { Link } from 'react-router-dom';
import { type AppliedAudit, appliedAuditBadge, businessToday } from '../../../contract';
import { getAppliedAudits } from '../../api/discovery';
import { formatCalendarDate } from '../../lib/dates';
import { type ListPage, usePagedList } from '../../session/usePagedList';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import './discovery.css';

const loadApplied = async (loaded: number): Promise<ListPage<AppliedAudit>> => {
  const page = await getAppliedAudits(loaded);
  return { items: page.applied_audits, total: page.total_count };
};

/** An APPLIED entry whose date has passed gets the red note and Re-apply (spec). */
const overdue = (entry: AppliedAudit) => entry.status === 'APPLIED' && entry.audit_date < businessToday();

/** /applied_audits: the auditor's applications, newest first, with Load More. */
export function AppliedAuditsPage() {
  const { first, items: entries, hasMore, loading, loadMore } = usePagedList(loadApplied);
  return (
    <div className="discovery">
      <header>
        <h1 className="page-title">Applied Audits</h1>
        <p className="page-lead">The audits you applied for and where each application stands.</p>
      </header>
      {first.status === 'loading' ? <Spinner label="Loading your applications" /> : null}
      {first.status === 'error' ? <ErrorNotice onRetry={first.retry} /> : null}
      {first.status === 'ready' && entries.length === 0 ? (
        <Card className="discovery-empty">
          <p>You have not applied for an audit yet.</p>
          <Link className="button button-primary" to="/audit">
            View Opportunities
          </Link>
        </Card>
      ) : null}
      {entries.length > 0 ? (
        <table className="applied-table">
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Client</th>
              <th scope="col">Audit date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={entry.id} data-testid={`applied-${entry.id}`}>
                <td className="applied-number">{index + 1}</td>
                <td className="applied-client">
                  {entry.client_name}
                  {entry.store_name ? <span className="applied-store">{entry.store_name}</span> : null}
                </td>
                <td className="applied-date" data-label="Audit date">
                  {formatCalendarDate(entry.audit_date)}
                </td>
                <td className="applied-status">
                  <StatusBadge {...appliedAuditBadge(entry)} />
                  {overdue(entry) ? (
                    <div className="applied-overdue">
                      <p>The audit date has passed. Pick a new date to keep your application.</p>
                      <Link
                        className="button button-secondary"
                        to={`/audit/cycle/${entry.audit_cycle}/audit/${entry.audit}/reapply`}
                      >
                        Re-apply
                      </Link>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LoadMore hasMore={hasMore} loading={loading} onLoad={loadMore} />
    </div>
  );
}
