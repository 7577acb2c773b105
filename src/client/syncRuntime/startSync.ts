import { OFFLINE_DB_NAME } from '../../offline';
import { setUpdateGuard } from '../pageState/updatePolicy';
import { addLogoutCheck, addLogoutCleanup } from '../session/logout';
import { nameLostWork } from './lostWork';

/**
 * Wires the offline engine into the app at start-up. The hooks are registered at once, so a
 * logout or an update can never run without them; the engine code (Dexie) loads lazily.
 */
const runtime = () => import('./syncRuntime');

let wired = false;

export function startSync(): void {
  if (wired) return;
  wired = true;
  // Spec, Timer: report timers are sent before logging out; a failure keeps the user logged in.
  addLogoutCheck(async () => (await runtime()).sendTimersBeforeLogout());
  // docs/rules.md#offline rule 9 and decision 0005: ask when changes are unsent, then clear the
  // device.
  addLogoutCheck(async () => (await runtime()).confirmLogoutWithUnsentChanges());
  addLogoutCleanup(async () => (await runtime()).clearLocalData());
  // Rule 10: a waiting version is only offered while anything is unsent.
  setUpdateGuard(async () => (await runtime()).outboxIsEmpty());
  // The dashboard's first load stays free of Dexie
  // (docs/budgets.md#first-load-javascript-per-route): the engine starts now only when this device
  // already holds local data; a report screen starts it when opened.
  void hasLocalData().then((exists) => {
    if (exists) ensurePageSync();
    // no store on this device (wiped, or new): what a device told of and never sent is not here
    else void nameLostWork(null).catch(() => undefined);
  });
}

/** Starts the page's sync engine once (owner check, events, Background Sync). */
export function ensurePageSync(): void {
  void runtime()
    .then((module) => module.startPageSync())
    .catch(() => undefined);
}

/** Whether this device holds the offline database; true where the browser cannot say. */
export async function hasLocalData(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}
