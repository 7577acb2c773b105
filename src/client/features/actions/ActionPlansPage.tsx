import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { type ActionPlanList, BRAND_ACTIONS } from '../../../contract';
import { getActionPlans } from '../../api/actions';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { PLAN_STATE_LABELS, REASON_LABELS, resolveTime } from './actionTexts';
import '../manage/manage.css';
import '../brand/brand.css';
import './actions.css';

type Plan = ActionPlanList['plans'][number];
type Shown = 'open' | 'overdue' | 'in_review' | 'resolved';

const TILES: ReadonlyArray<{ shown: Shown; label: string; has: (plan: Plan) => boolean }> = [
  { shown: 'open', label: 'Open', has: (plan) => plan.state === 'OPEN' },
  { shown: 'overdue', label: 'Overdue', has: (plan) => plan.overdue },
  { shown: 'in_review', label: 'Waiting for review', has: (plan) => plan.state === 'IN_REVIEW' },
  { shown: 'resolved', label: 'Resolved', has: (plan) => plan.state === 'RESOLVED' },
];

/**
 * /manage/brand/actions (decisions 0084, 0085): the corrective action plans within the reader's
 * seat, by where they stand (open, overdue, waiting for review, resolved), with how long plans
 * take to resolve; a tile shows its plans. Every plan not resolved is shown at first.
 */
export function ActionPlansPage() {
  const load = useCallback(() => getActionPlans(), []);
  const remote = useRemoteData(load);
  const [shown, setShown] = useState<Shown | null>(null);
  if (remote.status === 'loading') return <Spinner label="Loading the action plans" />;
  if (remote.status === 'error') return <ErrorNotice onRetry={remote.retry} />;
  const { plans, counts, resolve_days } = remote.data;
  const tile = TILES.find((candidate) => candidate.shown === shown);
  const listed = plans.filter(tile ? tile.has : (plan) => plan.state !== 'RESOLVED');
  return (
    <div className="manage brand">
      <h1 className="page-title">Action plans</h1>
      <fieldset className="action-tiles">
        <legend className="visually-hidden">Plans by where they stand</legend>
        {TILES.map((candidate) => (
          <button
            key={candidate.shown}
            type="button"
            className={`action-tile action-tile-${candidate.shown}`}
            aria-pressed={shown === candidate.shown}
            onClick={() => setShown(shown === candidate.shown ? null : candidate.shown)}
          >
            <strong>{counts[candidate.shown]}</strong> {candidate.label}
          </button>
        ))}
      </fieldset>
      <p className="action-resolve-time">{resolveTime(resolve_days, counts.resolved)}</p>
      <Card className="manage-card">
        {listed.length === 0 ? (
          <p>{emptyList(plans.length, tile?.label)}</p>
        ) : (
          <ul className="action-plan-list" aria-label="Action plans">
            {listed.map((plan) => (
              <PlanRow key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function PlanRow({ plan }: { plan: Plan }) {
  return (
    <li>
      <Link to={`${BRAND_ACTIONS}/${plan.id}`}>
        {plan.store_name}, {plan.city_name}
      </Link>
      <span>
        {plan.cycle_name} · {REASON_LABELS[plan.reason]}
      </span>
      <span>
        {plan.state === 'RESOLVED' && plan.resolved_at
          ? `Resolved ${formatDateTime(plan.resolved_at, { time: false })}`
          : `${PLAN_STATE_LABELS[plan.state]} · ${plan.items_accepted} of ${plan.items} items accepted · due ${formatCalendarDate(plan.due_date)}`}
        {plan.overdue ? <strong className="action-overdue"> Overdue</strong> : null}
      </span>
      <small>Owner: {plan.owner_name ?? 'the head office'}</small>
    </li>
  );
}

function emptyList(plans: number, tile: string | undefined): string {
  if (plans === 0) return 'No action plan yet: a failed visit opens one when its report is accepted.';
  return tile ? `No plan is ${tile.toLowerCase()}.` : 'Every plan is resolved: nothing is open.';
}
