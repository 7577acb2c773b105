import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_DISTANCE_KMS,
  DISCOVERY_GATE_MESSAGES,
  DISCOVERY_MESSAGES,
  DISTANCE_FILTER_KMS,
  type OpportunityCycle,
  offeredDistance,
  withNext,
} from '../../../contract';
import { getUser } from '../../api/dashboard';
import { getOpportunities } from '../../api/opportunities';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { CitySearch } from './CitySearch';
import { CycleCardList } from './CycleCard';
import { OPPORTUNITY_LIST_TITLES } from './discoveryTexts';
import './discovery.css';

/** The distance in the address (?kms=), so a reload or the back button keeps it. */
function useDistance(): [number, (kms: number) => void] {
  const [params, setParams] = useSearchParams();
  const kms = offeredDistance(params.get('kms')) ?? DEFAULT_DISTANCE_KMS;
  const choose = useCallback(
    (next: number) => setParams({ kms: String(next) }, { replace: true }),
    [setParams],
  );
  return [kms, choose];
}

/**
 * /audit (decision 0019; docs/rules.md#finding-audits-and-applying): the profile prompts, or the
 * opportunities near the auditor.
 */
export function OpportunitiesPage() {
  const user = useRemoteData(getUser);
  // each prompt's form comes back here once saved, to the next gate or the list
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className="discovery">
      <header>
        <h1 className="page-title">View Opportunities</h1>
        <p className="page-lead">Audits near you that you can apply for.</p>
      </header>
      {user.status === 'loading' ? <Spinner label="Loading" /> : null}
      {user.status === 'error' ? <ErrorNotice onRetry={user.retry} /> : null}
      {user.status === 'ready' && !user.data.mobile_number ? (
        <Card className="discovery-gate">
          <p>{DISCOVERY_GATE_MESSAGES.mobileMissing}</p>
          <Link className="button button-primary" to={withNext('/details/mobile_number/edit', here)}>
            Update mobile number
          </Link>
        </Card>
      ) : null}
      {user.status === 'ready' && user.data.mobile_number && !user.data.is_complete ? (
        <Card className="discovery-gate">
          <p>{DISCOVERY_GATE_MESSAGES.personalIncomplete}</p>
          <Link className="button button-primary" to={withNext('/details/profile/edit', here)}>
            Complete personal information
          </Link>
        </Card>
      ) : null}
      {user.status === 'ready' && user.data.is_complete ? <Opportunities /> : null}
      {user.status === 'ready' && !user.data.is_complete ? <AssignmentProcess /> : null}
    </div>
  );
}

function Opportunities() {
  const [kms, setKms] = useDistance();
  const load = useCallback(() => getOpportunities(kms), [kms]);
  const list = useRemoteData(load);
  return (
    <>
      <label className="inline-filter">
        Distance
        <select value={kms} onChange={(event) => setKms(Number(event.target.value))}>
          {DISTANCE_FILTER_KMS.map((option) => (
            <option key={option} value={option}>
              Within {option} km
            </option>
          ))}
        </select>
      </label>
      <CitySearch kms={kms} />
      {list.status === 'loading' ? <Spinner label="Loading the audits near you" /> : null}
      {list.status === 'error' ? <ErrorNotice onRetry={list.retry} /> : null}
      {list.status === 'ready' && list.data.length === 0 ? (
        <Card className="discovery-empty">
          <p>{DISCOVERY_MESSAGES.noneAvailable}</p>
        </Card>
      ) : null}
      {list.status === 'ready' ? <CycleLists cards={list.data} kms={kms} /> : null}
      {/* shown under the lists once they are in, so it never moves down as they arrive */}
      <AssignmentProcess hidden={list.status === 'loading'} />
    </>
  );
}

/**
 * The cards the auditor qualifies for under "Audits near you", and the rest apart with why not
 * (the server's verdict, contract/eligibility.ts), so the count on the dashboard is the first list.
 */
function CycleLists({ cards, kms }: { cards: OpportunityCycle[]; kms: number }) {
  const open = cards.filter((card) => card.eligibility.eligible);
  const closed = cards.filter((card) => !card.eligibility.eligible);
  return (
    <>
      {open.length > 0 ? (
        <>
          <h2 className="discovery-list-title">{OPPORTUNITY_LIST_TITLES.open}</h2>
          <CycleCardList cards={open} label={OPPORTUNITY_LIST_TITLES.open} kms={kms} />
        </>
      ) : null}
      {closed.length > 0 ? (
        <>
          <h2 className="discovery-list-title">{OPPORTUNITY_LIST_TITLES.closed}</h2>
          <CycleCardList cards={closed} label={OPPORTUNITY_LIST_TITLES.closed} kms={kms} />
        </>
      ) : null}
    </>
  );
}

function AssignmentProcess({ hidden = false }: { hidden?: boolean }) {
  return (
    <details className="discovery-process" hidden={hidden}>
      <summary>How are audits assigned?</summary>
      <p>
        Apply for an audit and pick the date you can visit the store. Our team reviews the applications and
        assigns each audit to one auditor, considering the date, your profile and your past reports. You will
        be told when an audit is assigned to you; it then appears under Your Audits. Do not visit the store
        before the audit is assigned.
      </p>
    </details>
  );
}
