import { useRef, useState } from 'react';
import { isSessionExpiredError } from '../api/http';
import { showToast } from '../pageState/toastStore';
import { splitSaveError } from './serverErrors';

/** How a component shows a call the server refused (or that never reached it). */
export interface RefusalDisplay<E> {
  /** what is shown while nothing was refused; each call starts from it again */
  none: E;
  /** what a failed call shows: the server's 400 messages, or the text for a lost connection */
  refusal: (error: unknown) => E;
  /** the last refusal stays shown while the next call runs (the apply and cancel modals) */
  keepWhileBusy?: boolean;
}

/**
 * What a call may answer: `LEAVING` when it sent the page elsewhere (a navigation, a logout to
 * come), so the action stays busy and offers nothing a second time while the page goes.
 */
export const LEAVING = 'leaving';

/** Runs after a failed call, still busy: `shown` is what the refusal shows, undefined for a 403. */
export type AfterFailure<E> = (error: unknown, shown: E | undefined) => Promise<void> | void;

export interface ServerAction<E> {
  /** a call is on its way: its buttons are disabled */
  busy: boolean;
  error: E;
  /** for what the page checks itself before calling (an empty message, a missing date) */
  setError: (error: E) => void;
  /**
   * Sends `call` unless one is already on its way; resolves once it and `afterFailure` are done.
   * What `call` answers is ignored, but LEAVING.
   */
  run: (call: () => Promise<unknown>, afterFailure?: AfterFailure<E>) => Promise<void>;
}

/**
 * One server action of a component: busy while it runs (a second tap meanwhile sends nothing),
 * and the refusal shown when it fails. A 403 shows nothing: the session is gone and the HTTP
 * client is already taking the user to the login page with its own alert (api/http.ts).
 */
export function useServerAction<E>(display: RefusalDisplay<E>): ServerAction<E> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E>(display.none);
  // the state above shows a tap only at the next render: the ref refuses a second one before it
  const running = useRef(false);

  const run: ServerAction<E>['run'] = async (call, afterFailure) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    if (!display.keepWhileBusy) setError(display.none);
    let outcome: unknown;
    try {
      outcome = await call();
    } catch (failure) {
      let shown: E | undefined;
      if (!isSessionExpiredError(failure)) {
        shown = display.refusal(failure);
        setError(shown);
      }
      await afterFailure?.(failure, shown);
    } finally {
      if (outcome !== LEAVING) {
        running.current = false;
        setBusy(false);
      }
    }
  };

  return { busy, error, setError, run };
}

/** A refusal told by an error toast, as a failed delete is: nothing of it stays on the page. */
export function toastRefusal(message: (error: unknown) => string, timeoutMs?: number): RefusalDisplay<null> {
  return {
    none: null,
    refusal: (error) => {
      showToast(message(error), { tone: 'error', timeoutMs });
      return null;
    },
  };
}

/** A refusal as the list of messages above the form: all the server's, or the generic error. */
export const refusalMessages: RefusalDisplay<string[]> = {
  none: [],
  refusal: (error) => splitSaveError(error, []).general,
};
