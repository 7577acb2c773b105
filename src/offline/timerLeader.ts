import type { OfflineDb, TimerRecord } from './db';
import { defaultLocks, type LockProvider } from './locks';

/**
 * The report timer (docs/rules.md#offline rule 7): exactly one context per audit store
 * ticks, chosen by a Web Lock, and the value lives in the `timers` table so other tabs read it
 * live and it survives reloads and crashes. A Web Lock is freed when its tab closes or crashes,
 * so a waiting tab takes over without any timeout.
 */

export function timerLockName(auditStoreId: number): string {
  return `timer:${auditStoreId}`;
}

export interface ClaimTimerOptions {
  /** false: answer null at once when another context ticks (default: wait for the lock) */
  wait?: boolean;
  /** gives up waiting, e.g. when the tab is hidden or leaves the report route; answers null */
  signal?: AbortSignal;
}

/**
 * Releases the claim; calling it again does nothing. Resolves once the lock is free, so the
 * same context can claim again without losing the race to itself.
 */
export type ReleaseTimer = () => Promise<void>;

/**
 * Becomes the ticking context for the audit store. Resolves with a release function once the
 * lock is held, or with null when `wait` is false and the lock is taken, or when `signal` aborts.
 */
export function claimTimer(
  auditStoreId: number,
  lockImpl: LockProvider = defaultLocks(),
  options: ClaimTimerOptions = {},
): Promise<ReleaseTimer | null> {
  return new Promise<ReleaseTimer | null>((resolve, reject) => {
    const released = lockImpl
      .request(
        timerLockName(auditStoreId),
        { ifAvailable: options.wait === false, signal: options.signal },
        (lock) => {
          if (!lock) {
            resolve(null);
            return;
          }
          // The lock is held for as long as this promise is unsettled, i.e. until release.
          return new Promise<void>((unlock) =>
            resolve(() => {
              unlock();
              return released;
            }),
          );
        },
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof Error && error.name === 'AbortError') resolve(null);
          else reject(error);
        },
      );
  });
}

/** Saves the elapsed seconds (at least every 5 s and on pagehide, by the ticking context). */
export async function persistTimer(
  db: OfflineDb,
  auditStoreId: number,
  seconds: number,
  now: number = Date.now(),
): Promise<void> {
  await db.timers.put({ auditStoreId, seconds: Math.max(0, Math.floor(seconds)), updatedAt: now });
}

export function readTimer(db: OfflineDb, auditStoreId: number): Promise<TimerRecord | undefined> {
  return db.timers.get(auditStoreId);
}

/** After a successful submit the local value is no longer needed (spec: cleared on success). */
export async function clearTimer(db: OfflineDb, auditStoreId: number): Promise<void> {
  await db.timers.delete(auditStoreId);
}
