import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { AuditStore } from '../../../contract';
import { getOfflineDb } from '../../../offline';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { keepReportsOffline, offlineMarkKey, useOfflineSaves } from './keepOffline';

/** Whether a report opens without signal, and if not, why (OFFLINE_READINESS_TEXTS). */
export type OfflineReadiness = 'ready' | 'saving' | 'notSavedOffline' | 'notSavedFailed';

/** The readiness of each report of `ids`, live: the Dexie marks, the saves running, the signal. */
export function useOfflineReadiness(ids: readonly number[]): ReadonlyMap<number, OfflineReadiness> {
  const db = getOfflineDb();
  // the ids' contents, not the array's identity, decide when the query runs again
  const key = ids.join(',');
  const marks = useLiveQuery(() => db.serverCache.bulkGet(ids.map(offlineMarkKey)), [db, key]);
  const saves = useOfflineSaves((state) => state.states);
  const online = useOnlineStatus();
  return useMemo(() => {
    const readiness = new Map<number, OfflineReadiness>();
    ids.forEach((id, index) => {
      const save = saves.get(id);
      if (marks?.[index]) readiness.set(id, 'ready');
      else if (!online) readiness.set(id, 'notSavedOffline');
      else readiness.set(id, save === 'failed' ? 'notSavedFailed' : 'saving');
    });
    return readiness;
  }, [ids, marks, saves, online]);
}

/** Saves the reports kept offline once the audit list's `stores` arrive; nothing without a connection. */
export function useKeepReportsOffline(stores: readonly AuditStore[] | undefined): void {
  useEffect(() => {
    if (stores && navigator.onLine) void keepReportsOffline(getOfflineDb(), stores);
  }, [stores]);
}
