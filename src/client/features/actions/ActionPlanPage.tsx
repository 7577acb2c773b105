import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type ActionPlan, BRAND_ACTIONS, BRAND_REPORTS } from '../../../contract';
import { getActionPlan } from '../../api/actions';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ActionItemCard } from './ActionItemCard';
import { PLAN_STATE_LABELS, REASON_LABELS } from './actionTexts';
import { PlanHistory } from './PlanHistory';
import { SendForReview } from './SendForReview';
import { useActionWork } from './useActionWork';
import '../manage/manage.css';
import '../brand/brand.css';
import './actions.css';

const PLANS_WAY_BACK: NotFoundWayBack = {
  thing: 'action plan',
  to: BRAND_ACTIONS,
  label: 'Action plans',
  scoped: true,
};

/**
 * /manage/brand/actions/{id} (decisions 0084, 0085): one plan. Its store says what was done for
 * each item, kept on the device and sent when there is signal, then sends it for review; a seat
 * above accepts each item or sends it back with a note. Works on a phone in the store.
 */
export function ActionPlanPage() {
  const id = Number(useParams().planId);
  const load = useCallback(() => getActionPlan(id), [id]);
  const remote = useRemoteData(load);
  const [signed, setSigned] = useState<ActionPlan | null>(null);
  const { refresh } = remote;
  const work = useActionWork(id, () => {
    setSigned(null);
    void refresh();
  });
  if (remote.status === 'loading') return <Spinner label="Loading the action plan" />;
  if (remote.status === 'error')
    return <ErrorNotice onRetry={remote.retry} notFound={remote.notFound} wayBack={PLANS_WAY_BACK} />;
  const plan = signed ?? remote.data;
  return (
    <div className="manage brand action-plan">
      <Link to={BRAND_ACTIONS} className="manage-back">
        ← Action plans
      </Link>
      <PlanHeader plan={plan} />
      <ol className="action-items" aria-label="Items to fix">
        {plan.items.map((item) => (
          <li key={item.id}>
            <ActionItemCard plan={plan} item={item} work={work} onSigned={setSigned} />
          </li>
        ))}
      </ol>
      {plan.can.answer || work.ready ? <SendForReview plan={plan} work={work} /> : null}
      <PlanHistory plan={plan} />
    </div>
  );
}

function PlanHeader({ plan }: { plan: ActionPlan }) {
  return (
    <Card className="manage-card">
      <h1 className="page-title">
        Action plan: {plan.store_name}, {plan.city_name}
      </h1>
      <dl className="manage-facts">
        <dt>State</dt>
        <dd data-testid="action-plan-state">{PLAN_STATE_LABELS[plan.state]}</dd>
        <dt>Why</dt>
        <dd>{REASON_LABELS[plan.reason]}</dd>
        <dt>Visit</dt>
        <dd>
          <Link to={`${BRAND_REPORTS}/${plan.report_id}`}>{plan.cycle_name}</Link>
        </dd>
        <dt>Owner</dt>
        <dd>{plan.owner_name ?? 'The head office'}</dd>
        <dt>{plan.state === 'RESOLVED' ? 'Resolved' : 'Due'}</dt>
        <dd>
          {plan.state === 'RESOLVED' && plan.resolved_at
            ? formatDateTime(plan.resolved_at, { time: false })
            : formatCalendarDate(plan.due_date)}
          {plan.overdue ? <strong className="action-overdue"> Overdue</strong> : null}
        </dd>
      </dl>
    </Card>
  );
}
