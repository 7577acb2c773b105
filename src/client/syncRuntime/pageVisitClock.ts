import { createVisitClock } from '../../offline';

/**
 * The page's visit clock (offline/visitClock.ts): the device's clock and the server's last time
 * token. The token is kept across reloads, so entries made after a reload without signal still
 * name it (with no elapsed time: the monotonic clock that timed it is gone, decision 0045).
 */
const KEPT_TOKEN = 'visit-time-token';

export const pageVisitClock = createVisitClock();

try {
  const kept = localStorage.getItem(KEPT_TOKEN);
  if (kept) pageVisitClock.hold({ token: kept, elapsed_ms: null });
} catch {
  // storage unavailable: entries carry no token until the next one is fetched
}

/** A token just received from the server: timed from now. */
export function holdVisitToken(token: string): void {
  pageVisitClock.hold({ token, elapsed_ms: 0 });
  try {
    localStorage.setItem(KEPT_TOKEN, token);
  } catch {
    // kept for this page only
  }
}
