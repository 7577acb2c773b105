/**
 * How many proof files the context holding the upload lock sends at once (offline/proofQueue.ts),
 * from the connection the browser estimates.
 */

/**
 * Files uploaded at once by the context holding the lock. A proof's three calls are mostly waiting
 * on round trips, so two in flight keep the line busy; more would split a weak signal's bandwidth
 * between files the auditor waits on, and each would arrive later.
 */
export const PARALLEL_UPLOADS = 2;
/**
 * On a connection the browser rates fast, a third file in flight fills the waits of the other two:
 * the drain bench's 20 photos after reconnect took 886 to 953 ms against 984 to 1,068 with two
 * (medians of five, 2026-11-29; four measured 876, and split a phone's signal further).
 */
export const PARALLEL_UPLOADS_FAST = 3;

/** The Network Information API's estimate (Chromium's pages and workers); absent elsewhere. */
export interface ConnectionEstimate {
  effectiveType?: string;
  saveData?: boolean;
}

/** Files in flight on this connection: three on what the browser rates 4g, unless data is saved. */
export function uploadsInFlight(connection: ConnectionEstimate | undefined): number {
  return connection?.effectiveType === '4g' && connection.saveData !== true
    ? PARALLEL_UPLOADS_FAST
    : PARALLEL_UPLOADS;
}

/** This context's connection estimate, read again at every pass: a phone moves between signals. */
export const currentConnection = (): ConnectionEstimate | undefined =>
  (globalThis.navigator as { connection?: ConnectionEstimate } | undefined)?.connection;
