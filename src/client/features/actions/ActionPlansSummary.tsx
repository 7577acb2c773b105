import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_ACTIONS } from '../../../contract';
import { getActionPlans } from '../../api/actions';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { resolveTime } from './actionTexts';
import './actions.css';

/**
 * The brand overview's word on its action plans (decision 0085): how many are open, overdue and
 * waiting for review, how long they take to resolve, and the stores with plans still open, most
 * first. Read on its own, within the reader's seat: the overview's figures do not wait for it.
 */
export function ActionPlansSummary() {
  const load = useCallback(() => getActionPlans(), []);
  const remote = useRemoteData(load);
  if (remote.status !== 'ready') return null;
  const { plans, counts, resolve_days } = remote.data;
  const open = new Map<string, number>();
  for (const plan of plans)
    if (plan.state !== 'RESOLVED') {
      const store = `${plan.store_name}, ${plan.city_name}`;
      open.set(store, (open.get(store) ?? 0) + 1);
    }
  const stores = [...open].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <Card className="manage-card action-summary">
      <h2>Action plans</h2>
      <p>
        {counts.open} open, {counts.overdue} overdue, {counts.in_review} waiting for review, {counts.resolved}{' '}
        resolved. {resolveTime(resolve_days, counts.resolved)}
      </p>
      {stores.length > 0 ? (
        <ul aria-label="Stores with open plans">
          {stores.map(([store, count]) => (
            <li key={store}>
              {store}: {count} open
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={BRAND_ACTIONS}>Every action plan</Link>
    </Card>
  );
}
