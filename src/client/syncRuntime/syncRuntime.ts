import { liveQuery } from 'dexie';
import {
  API_CACHE_NAME,
  clearOfflineData,
  DRAIN_LOCK_NAME,
  defaultLocks,
  getOfflineDb,
  type OfflineDb,
  PROOF_UPLOAD_LOCK_NAME,
  unsentCount,
  unsentProofCount,
  waitingProofCount,
} from '../../offline';
import { loadedConfig, useConfigStore } from '../session/configStore';
import { clearFormDrafts } from '../session/formDrafts';
import { prepareBackgroundSync, requestBackgroundSync } from './backgroundSync';
import { startDeviceUnsentReports } from './deviceUnsentReports';
import { plural } from './outboxLabels';
import { pageSyncEngine } from './pageSync';
import { pageProofQueue, prepareAndUpload } from './proofUploads';

export { sendTimersBeforeLogout } from './logoutTimers';

/**
 * The page side of the offline engine that is not the engine itself: starting it, Background Sync,
 * the logout check and clean-up (docs/rules.md#offline rule 9, decision 0005) and the update guard
 * (rule 10). Loaded lazily by `sync/startSync.ts` so Dexie stays out of the first script.
 */

/** localStorage: the user id whose data this device's database holds. */
export const DATA_OWNER_KEY = 'auditor-portal:data-owner';

export function unsentChangesMessage(count: number): string {
  return (
    `You have ${plural(count, 'change', 'changes')} that ${count === 1 ? 'is' : 'are'} not sent yet. ` +
    'If you log out now, they will be deleted from this device and never sent. ' +
    'Cancel to stay logged in so they can be sent. Log out anyway?'
  );
}

/** Changes and proof files on this device that the server does not have yet. */
async function unsentOnDevice(db: OfflineDb): Promise<number> {
  const [calls, proofs] = await Promise.all([db.outbox.count(), unsentProofCount(db)]);
  return calls + proofs;
}

/** Logout check: asks first when anything is unsent; Cancel keeps the user logged in. */
export async function confirmLogoutWithUnsentChanges(db: OfflineDb = getOfflineDb()): Promise<boolean> {
  const count = await unsentOnDevice(db);
  if (count === 0) return true;
  return window.confirm(unsentChangesMessage(count));
}

/**
 * A completed logout: removes every local record of the user and the cached API responses. Runs
 * under the drain lock, so a send in flight (here or in the service worker) records its outcome
 * before the clear and cannot write an entry back after it.
 */
export async function clearLocalData(db: OfflineDb = getOfflineDb()): Promise<void> {
  pageSyncEngine().stop();
  pageProofQueue().stop();
  const locks = defaultLocks();
  await locks.request(DRAIN_LOCK_NAME, {}, () =>
    locks.request(PROOF_UPLOAD_LOCK_NAME, {}, () => clearOfflineData(db)),
  );
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME).catch(() => false);
  clearFormDrafts();
  try {
    localStorage.removeItem(DATA_OWNER_KEY);
  } catch {
    // No storage: the database is empty anyway.
  }
}

/** Update guard: a waiting version may take over without asking only when nothing is unsent. */
export async function outboxIsEmpty(db: OfflineDb = getOfflineDb()): Promise<boolean> {
  return (await unsentOnDevice(db)) === 0;
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(DATA_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string): void {
  try {
    localStorage.setItem(DATA_OWNER_KEY, userId);
  } catch {
    // Without storage the check cannot run; logout still clears the data.
  }
}

/**
 * The local data belongs to the user who wrote it. When another account signs in on this device
 * without a completed logout in between (the first one's session expired), that data is neither
 * shown to it nor sent with its session: it is removed, and the user is told.
 */
export async function ensureDataOwner(
  userId: number | undefined,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  if (userId === undefined) return;
  const owner = readOwner();
  if (owner !== null && owner !== String(userId)) {
    const hadChanges = (await unsentOnDevice(db)) > 0;
    await clearLocalData(db);
    if (hadChanges) {
      window.alert('Changes left on this device by another account were not sent and have been removed.');
    }
  }
  writeOwner(String(userId));
}

let started = false;

/**
 * Starts the page's engine once per page load: a drain now, then on `online`, on return to the
 * tab and by backoff timer. Its 403 pause lives in memory only, so the reload after login starts
 * it unpaused. While entries wait, a Background Sync tag is kept registered.
 */
export async function startPageSync(): Promise<void> {
  if (started) return;
  started = true;
  const ending = new AbortController();
  endPageSync = () => ending.abort();
  const signal = ending.signal;
  const config = useConfigStore.getState();
  await config.load();
  await ensureDataOwner(useConfigStore.getState().config?.USER_ID).catch(() => undefined);
  pageSyncEngine().start();
  pageProofQueue().start();
  void prepareAndUpload().catch(() => undefined);
  // not awaited: on a poor signal the config may take its whole timeout, and the listeners below
  // (online, Background Sync on hide) must not wait behind it
  void loadedConfig().then((config) => {
    if (config?.USER_ROLE === 'auditor') startDeviceUnsentReports();
  });
  // Back online or back on screen: proofs waiting out a backoff go now, as outbox calls do.
  window.addEventListener('online', () => void pageProofQueue().retryNow(), { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'visible') void pageProofQueue().drain();
    },
    { signal },
  );
  // Background Sync is for when this page may not be there to send: offline (the tag fires when
  // the connection returns) and hidden (a phone closes hidden apps without another event). A page
  // on screen and online sends by itself; a registration then would only wake the service worker
  // to compete with it for the outbox (decision 0009).
  void prepareBackgroundSync();
  let waiting = 0;
  const mayBeGone = () => document.visibilityState === 'hidden' || navigator.onLine === false;
  // A live query, not a watch read at most four times a second as the proof views are
  // (offline/tableWatch.ts): the count decides whether the app, when closed, leaves a Background
  // Sync tag behind, so it follows each commit.
  const counting = liveQuery(
    async () => (await unsentCount(getOfflineDb())) + (await waitingProofCount(getOfflineDb())),
  ).subscribe({
    next: (count) => {
      waiting = count;
      if (waiting > 0 && mayBeGone()) void requestBackgroundSync();
    },
    error: () => undefined,
  });
  signal.addEventListener('abort', () => counting.unsubscribe());
  const registerNow = () => {
    if (waiting > 0) void requestBackgroundSync(true);
  };
  window.addEventListener('offline', registerNow, { signal });
  window.addEventListener('pagehide', registerNow, { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') registerNow();
    },
    { signal },
  );
}

let endPageSync: () => void = () => undefined;

/**
 * Ends what `startPageSync` started: its listeners, its live count and both queues. A page's sync
 * ends with the page; a test environment that started it ends it here, before its document is
 * torn down under a live query still firing.
 */
export function stopPageSync(): void {
  endPageSync();
  pageSyncEngine().stop();
  pageProofQueue().stop();
  started = false;
}
