import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { sentBackTimes } from '../../../contract/auditStoreRules';
import { VISIT_FLAG_LABELS, type VisitFlag } from '../../../contract/visitRecord';
import { getReviewQueue } from '../../api/review';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagePager } from '../manage/ManagePager';
import '../manage/manage.css';
import '../../ui/StatusBadge.css';
import './review.css';
import { usePageParam } from '../manage/usePageParam';

/**
 * /manage/review (decision 0025, "Report review"): the reports waiting at the reviewer's stage,
 * oldest submission first, each with what its visit record flags (decision 0045).
 */
export function ReviewQueuePage() {
  const [page, goToPage] = usePageParam();
  const load = useCallback(() => getReviewQueue(page), [page]);
  const queue = useRemoteData(load);
  return (
    <div className="manage">
      <h1 className="page-title">{queue.status === 'ready' ? queue.data.stage : 'Reports to review'}</h1>
      {queue.status === 'loading' ? <Spinner label="Loading the reports" /> : null}
      {queue.status === 'error' ? <ErrorNotice onRetry={queue.retry} /> : null}
      {queue.status === 'ready' ? (
        <>
          <p className="manage-count" role="status">
            {queue.data.total_count} report{queue.data.total_count === 1 ? '' : 's'} to review
          </p>
          <ul className="manage-list" aria-label="Reports to review">
            {queue.data.reports.map((report) => (
              <li key={report.id}>
                <Link to={`/manage/review/${report.id}`}>
                  <strong>
                    {report.client_name}: {report.store_name}, {report.store_city}
                  </strong>
                  <span>{report.cycle_name}</span>
                  <span>
                    {report.auditor_name} · audit on {formatCalendarDate(report.audit_date)}
                    {report.report_revert_count > 0 ? ` · ${sentBackTimes(report.report_revert_count)}` : ''}
                  </span>
                  {report.visit_flags.map((flag) => (
                    <span key={flag} className="badge badge-dangerSecondary review-visit-flag">
                      {VISIT_FLAG_LABELS[flag as VisitFlag] ?? flag}
                    </span>
                  ))}
                </Link>
              </li>
            ))}
          </ul>
          <ManagePager
            page={page}
            pageSize={queue.data.page_size}
            total={queue.data.total_count}
            onPage={goToPage}
          />
        </>
      ) : null}
    </div>
  );
}
