import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionExpiredError } from '../../api/http';
import type { RemoteData } from '../../app/useRemoteData';
import { type DetailsData, loadDetails } from './detailsData';

/**
 * The details page's data. Unlike useRemoteData, `refresh` keeps showing the current data while
 * it reloads (after a modal saves), so the page does not flash back to its loading state.
 */
export function useDetailsData(): RemoteData<DetailsData> & { refresh: () => Promise<void> } {
  const [state, setState] = useState<RemoteData<DetailsData>>({ status: 'loading' });
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const data = await loadDetails();
      if (mounted.current) setState({ status: 'ready', data });
    } catch (error) {
      if (!mounted.current || isSessionExpiredError(error)) return;
      // a failed reload after a save keeps what is shown; only a first load shows the error
      setState((current) => (current.status === 'ready' ? current : { status: 'error', error }));
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  return { ...state, refresh };
}
