import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditStore } from '../../../contract';
import { getAuditStores } from '../../api/auditor';
import { isSessionExpiredError } from '../../api/http';
import type { RemoteData } from '../../app/useRemoteData';

export interface AuditStoreList {
  state: RemoteData<AuditStore[]>;
  /** After a failure: load again, showing the skeletons. */
  retry: () => void;
  /** After a change (withdrawal): load again in the background, keeping the panels on screen. */
  refresh: () => Promise<void>;
}

/** The assigned audits, loaded once and refreshed after a change. */
export function useAuditStoreList(): AuditStoreList {
  const [state, setState] = useState<RemoteData<AuditStore[]>>({ status: 'loading' });
  const mounted = useRef(true);

  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setState({ status: 'loading' });
    try {
      const data = await getAuditStores();
      if (mounted.current) setState({ status: 'ready', data });
    } catch (error) {
      // A quiet refresh that fails keeps the list it has; a 403 is handled by the login redirect.
      if (mounted.current && !quiet && !isSessionExpiredError(error)) setState({ status: 'error', error });
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load(false);
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const retry = useCallback(() => void load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);
  return { state, retry, refresh };
}
