import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  APPLICATION_STATUS_DISPLAY,
  APPLY_MESSAGES,
  applicationAllows,
  type CycleLocation,
  type Eligibility,
  withNext,
} from '../../../contract';
import { getBankInfo } from '../../api/account';
import { getUser } from '../../api/dashboard';
import { useServerAction } from '../../forms/useServerAction';
import { formatCalendarDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { StatusBadge } from '../../ui/StatusBadge';
import { AvailabilityNote } from './AvailabilityNote';
import { EligibilityNote } from './EligibilityNote';

export const LOCATION_TEXTS = {
  needsConnection: 'Applying needs a connection.',
  waitForAssignment: 'Please wait until the audit is assigned to you.',
  waitlisted: 'You are on the wait list for this audit.',
  doNotConduct: 'Do not conduct the audit until it is assigned to you.',
} as const;

/**
 * One location of a cycle's page (decision 0019, the cycle page): the store, its fee and
 * reimbursement, the auditor's application status and the actions that status allows; in place of
 * Apply, why not: the audit is taken or closed (AvailabilityNote, decision 0063), or the auditor
 * does not qualify (EligibilityNote).
 */
export function LocationCard({
  cycleId,
  location,
  eligibility,
}: {
  cycleId: number;
  location: CycleLocation;
  eligibility: Eligibility;
}) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const check = useServerAction<'bank' | 'failed' | null>({ none: null, refusal: () => 'failed' });
  const problem = check.error;
  const status = location.application?.status ?? 'NOT_APPLIED';
  // the server's verdict (contract/auditAvailability.ts): Apply only where a visit can happen
  const mayApply = applicationAllows('apply', status) && location.availability === 'open';
  const base = `/audit/cycle/${cycleId}/audit/${location.id}`;
  // the page's distance filter (?kms=) stays in the address while a modal is over it
  const { search } = useLocation();

  /** Apply checks the policies first (spec), then the bank details, then opens the calendar. */
  const startApplying = async () => {
    const [user, bank] = await Promise.all([getUser(), getBankInfo()]);
    if (!user.pp_accepted || !user.agreement_accepted) {
      navigate(`/tos_accept?auditCycleId=${cycleId}&auditId=${location.id}`);
    } else if (!bank.is_complete) {
      check.setError('bank');
    } else {
      // the modal opens over the card the auditor scrolled to: the page behind stays where it is
      navigate(`${base}/apply${search}`, { preventScrollReset: true });
    }
  };

  return (
    <article className="location-card" data-testid={`location-${location.id}`}>
      <div className="location-card-head">
        <h3>{location.store.name}</h3>
        <StatusBadge table={APPLICATION_STATUS_DISPLAY} status={location.application?.status} />
      </div>
      <p className="location-card-address">{location.store.address}</p>
      <p className="location-card-city">
        {location.store.city.name}
        {location.distance_km !== null ? ` · ${location.distance_km} km away` : ''}
      </p>
      <dl className="money-facts">
        <div>
          <dt>Fees</dt>
          <dd>{formatRupees(location.earnings_per_audit)}</dd>
        </div>
        {location.reimbursement > 0 ? (
          <div>
            <dt>Reimbursement</dt>
            <dd>{formatRupees(location.reimbursement)}</dd>
          </div>
        ) : null}
      </dl>
      {status === 'APPLIED' || status === 'WAITLISTED' ? (
        <div className="location-card-wait">
          <p>{status === 'APPLIED' ? LOCATION_TEXTS.waitForAssignment : LOCATION_TEXTS.waitlisted}</p>
          <p className="location-card-warning">{LOCATION_TEXTS.doNotConduct}</p>
          <Link to={`${base}/cancel${search}`} preventScrollReset>
            Cancel
          </Link>
        </div>
      ) : null}
      {status === 'APPROVED' && location.application ? (
        <div className="location-card-wait">
          <p>Approved for {formatCalendarDate(location.application.audit_date)}.</p>
          <Link
            className="button button-primary"
            to={
              location.application.audit_store
                ? `/audit_store/${location.application.audit_store}/section`
                : '/audit_store'
            }
          >
            Fill Report
          </Link>
        </div>
      ) : null}
      {applicationAllows('apply', status) ? <AvailabilityNote availability={location.availability} /> : null}
      {mayApply && !eligibility.eligible ? <EligibilityNote eligibility={eligibility} /> : null}
      {mayApply && eligibility.eligible ? (
        <button
          type="button"
          className="button button-primary"
          disabled={!online || check.busy}
          onClick={() => void check.run(startApplying)}
        >
          {online ? (status === 'WITHDRAWN' ? 'Re-apply' : 'Apply') : LOCATION_TEXTS.needsConnection}
        </button>
      ) : null}
      {problem === 'bank' ? (
        <p className="location-card-problem" role="alert">
          {APPLY_MESSAGES.bankMissing} {/* once saved, the form returns to this audit's calendar */}
          <Link to={withNext('/details/bank/edit', `${base}/apply${search}`)}>Add bank details</Link>
        </p>
      ) : null}
      {problem === 'failed' ? (
        <p className="location-card-problem" role="alert">
          {LOCATION_TEXTS.needsConnection}
        </p>
      ) : null}
    </article>
  );
}
