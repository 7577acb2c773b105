import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_ACTIONS } from '../../../contract';
import { getActionPlans } from '../../api/actions';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { resolveTime, storeResolveTime } from './actionTexts';
import './actions.css';

/**
 * The brand overview's word on its action plans (decision 0085): how many are open, overdue and
 * waiting for review, how long they take to resolve, and the stores with plans still open, most
 * first, each with how long its plans took (the server's count per store). Read on its own, within
 * the reader's seat: the overview's figures do not wait for it.
 */
export function ActionPlansSummary() {
  const load = useCallback(() => getActionPlans(), []);
  const remote = useRemoteData(load);
  if (remote.status !== 'ready') return null;
  const { counts, resolve_days, stores } = remote.data;
  const withOpen = stores.filter((store) => store.open > 0);
  return (
    <Card className="manage-card action-summary">
      <h2>Action plans</h2>
      <p>
        {counts.open} open, {counts.overdue} overdue, {counts.in_review} waiting for review, {counts.resolved}{' '}
        resolved. {resolveTime(resolve_days, counts.resolved)}
      </p>
      {withOpen.length > 0 ? (
        <ul aria-label="Stores with open plans">
          {withOpen.map((store) => (
            <li key={store.store_id}>
              {store.store_name}, {store.city_name}: {store.open} open
              {store.overdue > 0 ? `, ${store.overdue} overdue` : ''}
              {store.resolve_days !== null ? `; ${storeResolveTime(store.resolve_days, store.resolved)}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={BRAND_ACTIONS}>Every action plan</Link>
    </Card>
  );
}
