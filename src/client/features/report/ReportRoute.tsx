import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { getOfflineDb, refreshReport } from '../../../offline';
import { reportReads } from '../../api/auditStoreReads';
import { auditStorePaths } from '../audits/auditStoreRules';
import { ModalRouteOutlet } from './ModalRouteOutlet';
import { ReportPage } from './ReportPage';
import { type ReportOutletContext, readCachedStore } from './reportRouteContext';

/**
 * 'Performed the Audit?' comes in the report's own chunk (the router takes it from here): it opens
 * while offline right after a first visit, before the service worker has kept the app, and it
 * loads no zod, its one server call being loaded when made.
 */
export { PerformAuditModal } from './PerformAuditModal';

/**
 * /audit_store/{id}/section and its modal children: the report page with the modal routes over
 * it. The modals get the audit store from the report's Dexie copy.
 */
export function ReportRoute() {
  const id = Number(useParams().auditStoreId);
  const db = getOfflineDb();
  const store = useLiveQuery(() => readCachedStore(db, id), [db, id]);
  const refresh = useCallback(async () => {
    await refreshReport(db, id, reportReads);
  }, [db, id]);
  const context: ReportOutletContext = {
    list: store ? { status: 'ready', data: [store] } : { status: 'loading' },
    refresh,
    missing: store === null,
  };
  return (
    <>
      <ReportPage />
      <ModalRouteOutlet context={context} back={auditStorePaths.report(id)} />
    </>
  );
}
