import { useCallback, useEffect, useRef, useState } from 'react';
import { isNotFoundError, isSessionExpiredError } from '../api/http';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `notFound`: the server answered 404, which a retry cannot change (ui/ErrorNotice.tsx) */
  | { status: 'error'; error: unknown; notFound: boolean };

export interface RemoteDataControls<T> {
  /** Loads again showing the loading state: the way out of an error. */
  retry: () => void;
  /**
   * Loads again in the background after a change (a save, a withdrawal): what is shown stays
   * until the new data arrives, and stays if the load fails.
   */
  refresh: () => Promise<void>;
  /**
   * Changes the loaded data in place, without a request (an upload completed). A change made
   * while a load is on its way is applied to its answer, so it is not lost to a list read before
   * it. `change` may run more than once (React may call updaters twice): it must be idempotent.
   */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` on mount, when `load` changes, and on `retry` or `refresh`; only the newest load's
 * answer is kept. A 403 shows no error: the HTTP layer is already sending the user to the login
 * page.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> & RemoteDataControls<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const newest = useRef(0);
  const changesDuringLoad = useRef<Array<(data: T) => T>>([]);

  const run = useCallback(
    async (quiet: boolean) => {
      newest.current += 1;
      const ticket = newest.current;
      if (!quiet) setState({ status: 'loading' });
      try {
        const loaded: T = await load();
        if (ticket !== newest.current) return;
        const data = changesDuringLoad.current.reduce<T>((value, change) => change(value), loaded);
        changesDuringLoad.current = [];
        setState({ status: 'ready', data });
      } catch (error) {
        if (ticket !== newest.current || isSessionExpiredError(error)) return;
        setState((current) =>
          quiet && current.status === 'ready'
            ? current
            : { status: 'error', error, notFound: isNotFoundError(error) },
        );
      }
    },
    [load],
  );

  useEffect(() => {
    void run(false);
    return () => {
      newest.current += 1; // an answer arriving after unmount or a new `load` is dropped
    };
  }, [run]);

  const retry = useCallback(() => void run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => {
      if (current.status === 'ready') return { status: 'ready', data: change(current.data) };
      changesDuringLoad.current.push(change);
      return current;
    });
  }, []);
  return { ...state, retry, refresh, update };
}
