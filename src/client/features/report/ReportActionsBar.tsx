import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type AuditStore, REPORT_MESSAGES, secondsToHms } from '../../../contract';
import { acknowledgeAuditStore, submitReport } from '../../api/auditor';
import { isSessionExpiredError } from '../../api/http';
import { showToast } from '../../app/toastStore';
import { useOnlineStatus } from '../../app/useOnlineStatus';
import { firstServerError, isRefusal } from './reportErrors';
import { useReportTimer } from './useReportTimer';

export const SUBMIT_ERROR_TOAST_MS = 7000;

interface ReportActionsBarProps {
  store: AuditStore;
  /** outbox entries of this audit store still waiting to be sent */
  waiting: number;
  onChanged: () => void;
  onRefused: () => void;
  onSubmitted: () => void;
}

/** Agree (ASSIGNED), or Submit Report with the time spent (ACKNOWLEDGED), 'Having Trouble ?' and 'Performed the Audit?'. */
export function ReportActionsBar({
  store,
  waiting,
  onChanged,
  onRefused,
  onSubmitted,
}: ReportActionsBarProps) {
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  const acknowledged = store.status === 'ACKNOWLEDGED';
  const timer = useReportTimer(store.id, acknowledged, store.report_submission_time);

  const agree = async () => {
    setBusy(true);
    try {
      await acknowledgeAuditStore(store.id);
      showToast(REPORT_MESSAGES.acknowledged, { tone: 'success' });
      onChanged();
    } catch (error) {
      if (!isSessionExpiredError(error)) showToast(firstServerError(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      await submitReport(store.id, secondsToHms(await timer.read()));
      await timer.clear();
      showToast(REPORT_MESSAGES.submitted, { tone: 'success' });
      onSubmitted();
      onChanged();
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      showToast(firstServerError(error), { tone: 'error', timeoutMs: SUBMIT_ERROR_TOAST_MS });
      if (isRefusal(error)) onRefused();
    } finally {
      setBusy(false);
    }
  };

  const reasons = [
    online ? null : 'You are offline: Submit Report needs a connection.',
    waiting > 0 ? `${waiting} change${waiting === 1 ? ' is' : 's are'} still waiting to be sent` : null,
  ].filter((reason): reason is string => reason !== null);
  const blocker = reasons.length > 0 ? reasons.join(' · ') : null;

  return (
    <div className="card report-actions" data-testid="report-actions">
      {store.status === 'ASSIGNED' ? (
        <button type="button" className="button button-primary" disabled={busy || !online} onClick={agree}>
          Agree
        </button>
      ) : null}
      {acknowledged ? (
        <>
          <p className="report-timer">
            Time on this report{' '}
            <strong data-testid="report-timer" data-ticking={timer.ticking}>
              {secondsToHms(timer.seconds)}
            </strong>
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || blocker !== null}
            aria-describedby={blocker ? 'report-submit-blocker' : undefined}
            onClick={submit}
          >
            {busy ? 'Submitting...' : 'Submit Report'}
          </button>
          {blocker ? (
            <p className="report-blocker" id="report-submit-blocker" role="status">
              {blocker}
            </p>
          ) : null}
        </>
      ) : null}
      {store.status === 'ASSIGNED' || acknowledged ? (
        <>
          <Link className="button button-secondary" to={`/audit_store/${store.id}/section/report_concern`}>
            Having Trouble ?
          </Link>
          <Link className="button button-secondary" to={`/audit_store/${store.id}/section/perform_audit`}>
            Performed the Audit?
          </Link>
        </>
      ) : null}
    </div>
  );
}
