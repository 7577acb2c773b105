import type { AuditStore } from '../../../contract';
import { getAuditStores } from '../../api/auditStoreReads';
import { type RemoteData, type RemoteDataControls, useRemoteData } from '../../session/useRemoteData';

export interface AuditStoreList {
  state: RemoteData<AuditStore[]>;
  /** After a failure: load again, showing the skeletons. */
  retry: () => void;
  /** After a change (withdrawal): load again in the background, keeping the panels on screen. */
  refresh: RemoteDataControls<AuditStore[]>['refresh'];
}

/** The assigned audits, loaded once and refreshed after a change. */
export function useAuditStoreList(): AuditStoreList {
  const list = useRemoteData(getAuditStores);
  return { state: list, retry: list.retry, refresh: list.refresh };
}
