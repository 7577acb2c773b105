import { useCallback } from 'react';
import { REPEAT_ALERT_TEXTS, type RepeatAlertItem } from '../../../contract';
import { getRepeatAlerts } from '../../api/moderation';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagePager } from './ManagePager';
import './manage.css';
import { usePageParam } from './usePageParam';

function Side({ title, side }: { title: string; side: RepeatAlertItem['report'] }) {
  return (
    <figure className="manage-repeat-side">
      <figcaption>
        <strong>
          {title}: report #{side.report_id}
        </strong>
        <span>
          {side.auditor_name} · {side.client_name}, {side.store_name}
        </span>
      </figcaption>
      {side.file_url === null ? (
        <p className="manage-note">The file was deleted.</p>
      ) : side.file_type?.startsWith('image/') ? (
        <a href={side.file_url} target="_blank" rel="noreferrer">
          <img src={side.file_url} alt={`${title}: ${side.file_name ?? 'file'}`} loading="lazy" />
        </a>
      ) : (
        <a href={side.file_url} target="_blank" rel="noreferrer">
          Open {side.file_name}
        </a>
      )}
    </figure>
  );
}

/**
 * /manage/repeat_alerts (decision 0025, "Screens"): each proof whose content was already in another
 * report, both files side by side.
 */
export function RepeatAlertsPage() {
  const [page, goToPage] = usePageParam();
  const load = useCallback(() => getRepeatAlerts(page), [page]);
  const alerts = useRemoteData(load);
  return (
    <div className="manage">
      <h1 className="page-title">Repeat alerts</h1>
      <p className="page-lead">{REPEAT_ALERT_TEXTS.lead}</p>
      {alerts.status === 'loading' ? <Spinner label="Loading the repeat alerts" /> : null}
      {alerts.status === 'error' ? <ErrorNotice onRetry={alerts.retry} /> : null}
      {alerts.status === 'ready' && alerts.data.total_count === 0 ? (
        <Card className="manage-card manage-empty">
          <h2>{REPEAT_ALERT_TEXTS.emptyTitle}</h2>
          <p>{REPEAT_ALERT_TEXTS.empty}</p>
        </Card>
      ) : null}
      {alerts.status === 'ready' && alerts.data.total_count > 0 ? (
        <>
          <p className="manage-count" role="status">
            {alerts.data.total_count} repeat alert{alerts.data.total_count === 1 ? '' : 's'}
          </p>
          <ul className="manage-cards" aria-label="Repeat alerts">
            {alerts.data.alerts.map((alert) => (
              <li key={alert.id}>
                <Card className="manage-card manage-repeat">
                  <Side title="Repeated in" side={alert.report} />
                  <Side title="First in" side={alert.faulty} />
                </Card>
              </li>
            ))}
          </ul>
          <ManagePager
            page={page}
            pageSize={alerts.data.page_size}
            total={alerts.data.total_count}
            onPage={goToPage}
          />
        </>
      ) : null}
    </div>
  );
}
