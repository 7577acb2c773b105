import { useMemo } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { isKeptOffline } from '../../../contract';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useOwnConcerns } from '../concerns/useOwnConcerns';
import { useKeepReportsOffline, useOfflineReadiness } from '../keepOffline/useOfflineReadiness';
import { AuditStorePanel, AuditStorePanelSkeleton } from './AuditStorePanel';
import type { AuditStoresOutletContext } from './auditStoresContext';
import { useAuditStoreList } from './useAuditStoreList';
import './auditStores.css';

/** /audit_store, "Your Audits": one panel per assigned audit; the withdraw and concern modals open over it. */
export function AuditStoresPage() {
  const list = useAuditStoreList();
  const { state } = list;
  const context: AuditStoresOutletContext = { list: state, refresh: list.refresh };
  const stores = state.status === 'ready' ? state.data : undefined;
  useKeepReportsOffline(stores);
  const kept = useMemo(
    () => (stores ?? []).filter((s) => isKeptOffline(s.status)).map((s) => s.id),
    [stores],
  );
  const readiness = useOfflineReadiness(kept);
  const concerns = useOwnConcerns();

  return (
    <div className="audit-stores">
      <header>
        <h1 className="page-title">Your Audits</h1>
        <p className="page-lead">The audits assigned to you, their status and your reports.</p>
      </header>

      {state.status === 'loading' ? (
        <div className="audit-store-list" aria-busy="true">
          <AuditStorePanelSkeleton />
          <AuditStorePanelSkeleton />
          <span className="visually-hidden" role="status">
            Loading your audits
          </span>
        </div>
      ) : null}

      {state.status === 'error' ? <ErrorNotice onRetry={list.retry} /> : null}

      {state.status === 'ready' && state.data.length === 0 ? (
        <Card className="audit-stores-empty">
          <h2>No audits are approved yet</h2>
          <p>
            When one of your applications is approved, the audit appears here with its report. Meanwhile, have
            a look at the audits near you.
          </p>
          <Link className="button button-primary" to="/audit">
            View Opportunities
          </Link>
        </Card>
      ) : null}

      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="audit-store-list">
          {state.data.map((store) => (
            <li key={store.id}>
              <AuditStorePanel
                store={store}
                offline={readiness.get(store.id)}
                concerns={concerns.filter((concern) => concern.subject.audit_store_id === store.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <Outlet context={context} />
    </div>
  );
}
