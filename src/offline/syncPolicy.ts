import { firstErrorMessage } from '../contract/errors';

/**
 * Pure rules of the sync engine: what an HTTP outcome means for an outbox entry, how long to
 * wait before the next attempt, and which message the auditor sees for a refusal.
 */

export const BACKOFF_BASE_MS = 1_000;
/**
 * Typed text is queued on every keystroke but sent only after this pause in typing, so a word
 * typed costs one call, not one per letter (see outbox `notBefore`).
 */
export const TYPING_PAUSE_MS = 400;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Delay before attempt `attempts + 1`: 1 s, 2 s, 4 s ... capped at 5 minutes, scaled by a jitter
 * of 0.75 to 1.25 so that many devices coming back online do not retry in lockstep.
 * `random()` in [0, 1); 0.5 gives the exact doubling.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  const jittered = base * (0.75 + random() * 0.5);
  return Math.min(BACKOFF_MAX_MS, Math.round(jittered));
}

/**
 * done: accepted. retry: transient, send again later (network error, 5xx, 408, 425, 429 and
 * anything else unexpected). auth: no valid session, pause until login. refused: the server will
 * refuse it again unchanged, so the auditor must decide.
 */
export type SendOutcome = 'done' | 'retry' | 'auth' | 'refused';

const TRANSIENT_4XX = new Set([408, 425, 429]);

export function classifyStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'done';
  // The server answers 403 to a request without a valid session (docs/api.md#sessions-and-csrf);
  // 401 alike.
  if (status === 401 || status === 403) return 'auth';
  if (status >= 400 && status < 500 && !TRANSIENT_4XX.has(status)) return 'refused';
  return 'retry';
}

export const DEFAULT_REFUSAL_MESSAGE = 'Request refused';

/** The API's error body is `{ field: [messages] }`; the first non-field message wins, as in the spec. */
export function refusalMessage(body: unknown): string {
  return firstErrorMessage(body) ?? DEFAULT_REFUSAL_MESSAGE;
}

/** What to record for a failed attempt that will be retried, for the "waiting to sync" display. */
export function transientErrorMessage(status: number | undefined, error?: unknown): string {
  if (status !== undefined) return `Server error ${status}`;
  return error instanceof Error && error.message ? error.message : 'Network error';
}
