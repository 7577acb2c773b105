import { Link } from 'react-router-dom';
import {
  AUDIT_STORE_STATUS_DISPLAY,
  type AuditStore,
  type Concern,
  OFFLINE_READINESS_TEXTS,
  REPORT_MESSAGES,
  sentBackNote,
} from '../../../contract';
import { formatCalendarDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { Skeleton } from '../../ui/Skeleton';
import { StatusBadge } from '../../ui/StatusBadge';
import { ConcernsAbout } from '../concerns/ConcernsAbout';
import type { OfflineReadiness } from '../keepOffline/useOfflineReadiness';
import { auditStorePaths, panelActions } from './auditStoreRules';

/** Whether the report opens without signal, and if not, why. */
function OfflineReadinessLine({ readiness }: { readiness: OfflineReadiness }) {
  return (
    <p className={`audit-store-offline audit-store-offline-${readiness}`} data-testid="offline-readiness">
      <span aria-hidden="true">{readiness === 'ready' ? '✓' : readiness === 'saving' ? '…' : '!'}</span>{' '}
      {OFFLINE_READINESS_TEXTS[readiness]}
    </p>
  );
}

interface AuditStorePanelProps {
  store: AuditStore;
  /** for a report kept offline: whether it is ready */
  offline?: OfflineReadiness;
  /** the concerns raised about it: why it was withdrawn or not performed, trouble, and the answers */
  concerns?: readonly Concern[];
}

/** One assigned audit: who, where, when, what it pays, how far the report is, and what can be done. */
export function AuditStorePanel({ store, offline, concerns = [] }: AuditStorePanelProps) {
  const { audit } = store;
  const client = audit.audit_cycle.client;
  const actions = panelActions(store);
  const percent = Math.min(100, Math.max(0, store.completion_percentage));
  const headingId = `audit-store-${store.id}-title`;
  const sentBack = sentBackNote(store.status, store.report_revert_count);

  return (
    <article
      className="card audit-store-panel"
      aria-labelledby={headingId}
      data-testid={`audit-store-${store.id}`}
    >
      <header className="audit-store-head">
        {client.auditor_logo_url ? (
          <img className="audit-store-logo" src={client.auditor_logo_url} alt="" width={48} height={48} />
        ) : (
          <span className="audit-store-logo audit-store-logo-blank" aria-hidden="true">
            {client.auditor_display_name.charAt(0)}
          </span>
        )}
        <div className="audit-store-who">
          <h2 className="audit-store-client" id={headingId}>
            {client.auditor_display_name}
          </h2>
          <p className="audit-store-place">
            {audit.store.name}, {audit.store.city.name}
          </p>
          <div className="audit-store-badges">
            <StatusBadge table={AUDIT_STORE_STATUS_DISPLAY} status={store.status} />
            {sentBack ? (
              <span
                className={`badge ${sentBack.fixing ? 'badge-dangerSecondary' : 'badge-neutral'}`}
                data-testid="reverted-label"
              >
                {sentBack.text}
              </span>
            ) : null}
          </div>
        </div>
      </header>
      {offline ? <OfflineReadinessLine readiness={offline} /> : null}

      <dl className="audit-store-facts">
        <div>
          <dt>Audit Date</dt>
          <dd>{formatCalendarDate(store.audit_date)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{formatRupees(store.earnings_per_audit)}</dd>
        </div>
        <div>
          <dt>Reimbursement</dt>
          <dd>{formatRupees(store.reimbursement)}</dd>
        </div>
      </dl>

      <div className="audit-store-progress">
        <div className="audit-store-progress-label">
          <span id={`${headingId}-progress`}>Report completion</span>
          <span data-testid="completion-percent">{percent}%</span>
        </div>
        <div
          className={percent >= 100 ? 'progress-bar progress-bar-complete' : 'progress-bar'}
          role="progressbar"
          aria-labelledby={`${headingId}-progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid="completion-bar"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

      {actions.withdrawnNote ? <p className="audit-store-withdrawn">Your Audit has been Withdrawn</p> : null}
      {actions.agreeNote ? (
        <p className="audit-store-opens" data-testid="agree-note">
          {actions.agreeNote === 'notYet'
            ? `The report opens on the audit date, ${formatCalendarDate(store.audit_date)}: Agree and fill it then.`
            : REPORT_MESSAGES.agreeClosed}
        </p>
      ) : null}

      <ConcernsAbout concerns={concerns} label="Your concerns about this audit" />

      <div className="audit-store-actions">
        {actions.viewReport === 'link' ? (
          <Link className="button button-primary" to={auditStorePaths.report(store.id)}>
            View Report
          </Link>
        ) : (
          <button type="button" className="button button-primary" disabled>
            View Report
          </button>
        )}
        {actions.havingTrouble ? (
          <Link className="button button-secondary" to={auditStorePaths.concern(store.id)}>
            Having trouble?
          </Link>
        ) : null}
        {actions.withdraw ? (
          <Link className="button button-danger-outline" to={auditStorePaths.withdraw(store.id)}>
            Withdraw
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function AuditStorePanelSkeleton() {
  return (
    <div className="card audit-store-panel">
      <div className="audit-store-head">
        <Skeleton width="48px" height="48px" round />
        <div className="audit-store-who">
          <Skeleton width="55%" height="1.1rem" />
          <Skeleton width="75%" height="0.9rem" />
        </div>
      </div>
      <Skeleton height="3rem" />
      <Skeleton height="0.6rem" />
      <Skeleton width="40%" height="2.5rem" />
    </div>
  );
}
