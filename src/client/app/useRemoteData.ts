import { useCallback, useEffect, useState } from 'react';
import { isSessionExpiredError } from '../api/http';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` on mount and on `retry`. A 403 keeps the loading state: the HTTP layer is already
 * sending the user to the login page, so no error is shown for it.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> & { retry: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current && !isSessionExpiredError(error)) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
