import {
  APPLICATION_DECISION_LABELS,
  APPLICATION_DECISION_MESSAGES,
  APPLICATION_DECISIONS,
  APPLICATION_STATUS_DISPLAY,
  type ApplicationDecision,
  applicationAllows,
  certificationStandingLabel,
  type ManagedApplication,
} from '../../../contract';
import { getApplicationHistory } from '../../api/managerApplications';
import { formatCalendarDate } from '../../lib/dates';
import { Card } from '../../ui/Card';
import { StatusBadge } from '../../ui/StatusBadge';
import { StaffHistoryToggle } from './StaffHistoryList';

interface ApplicationCardProps {
  application: ManagedApplication;
  /** asks for the decision (the page confirms and sends it); disabled while one is being sent */
  onDecide: (application: ManagedApplication, decision: ApplicationDecision) => void;
  busy: boolean;
}

const offered = (application: ManagedApplication) =>
  APPLICATION_DECISIONS.filter((decision) => {
    if (!applicationAllows(decision, application.status)) return false;
    return decision !== 'approve' || !application.audit_taken;
  });

/**
 * One pending application with what a manager decides on: who, where, when, how far, their
 * rating, certification score and past reports; the decisions it allows, and its record.
 */
export function ApplicationCard({ application: a, onDecide, busy }: ApplicationCardProps) {
  return (
    <Card className="manage-card">
      <div className="manage-card-head">
        <h2>{a.auditor.name}</h2>
        <StatusBadge table={APPLICATION_STATUS_DISPLAY} status={a.status} />
      </div>
      <dl className="manage-facts">
        <dt>E-mail</dt>
        <dd>{a.auditor.email}</dd>
        <dt>Store</dt>
        <dd>
          {a.audit.store_name}, {a.audit.store_city}
        </dd>
        <dt>Audit date</dt>
        <dd>{formatCalendarDate(a.audit_date)}</dd>
        <dt>Distance</dt>
        <dd>
          {a.distance_km === null ? 'No city given' : `${a.distance_km} km`}
          {a.auditor.city ? ` from ${a.auditor.city}` : ''}
        </dd>
        <dt>Rating</dt>
        <dd>{a.auditor_rating === null ? 'Not rated' : `${a.auditor_rating} ★`}</dd>
        <dt>Certification</dt>
        <dd>{certificationStandingLabel(a.certification)}</dd>
        <dt>Past reports</dt>
        <dd>{a.reports_completed}</dd>
      </dl>
      {a.audit_taken ? <p className="manage-note">{APPLICATION_DECISION_MESSAGES.auditTaken}</p> : null}
      <div className="manage-actions">
        {offered(a).map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'approve' ? 'button button-primary' : 'button button-secondary'}
            disabled={busy}
            onClick={() => onDecide(a, decision)}
          >
            {APPLICATION_DECISION_LABELS[decision]}
          </button>
        ))}
      </div>
      <StaffHistoryToggle load={() => getApplicationHistory(a.id)} label={`History of ${a.auditor.name}`} />
    </Card>
  );
}
