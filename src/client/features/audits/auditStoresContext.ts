import { useOutletContext } from 'react-router-dom';
import type { AuditStore } from '../../../contract';
import type { RemoteData } from '../../session/useRemoteData';

/** What the list page hands to its modal routes. */
export interface AuditStoresOutletContext {
  list: RemoteData<AuditStore[]>;
  refresh: () => Promise<void>;
}

export const useAuditStoresContext = () => useOutletContext<AuditStoresOutletContext>();
