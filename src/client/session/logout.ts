import { API_CACHE_NAME } from '../../offline';
import { markLeftOnPurpose } from '../api/leftOnPurpose';
import { forgetDevicePush } from './forgetPush';

/**
 * A check run before logging out; returning false keeps the user logged in. Later issues add
 * theirs here: sending report timers, and asking first when changes are not yet synced.
 */
export type LogoutCheck = () => Promise<boolean>;

const checks: LogoutCheck[] = [];

export function addLogoutCheck(check: LogoutCheck): void {
  checks.push(check);
}

/** Work done once every check has passed, before the logout request: removing local data. */
export type LogoutCleanup = () => Promise<void>;

const cleanups: LogoutCleanup[] = [];

export function addLogoutCleanup(cleanup: LogoutCleanup): void {
  cleanups.push(cleanup);
}

/**
 * Runs the checks, then the clean-ups (a failing one does not block the logout: the next start
 * also refuses another account's data), then removes the cached API responses so the next user
 * cannot read them.
 */
export async function prepareLogout(): Promise<boolean> {
  if (!(await runLogoutChecks())) return false;
  await clearLocalData();
  return true;
}

/**
 * The checks alone (send the report timers, ask about unsent changes): also run before anything
 * else that ends the session and deletes local data, such as deactivating the account.
 */
export async function runLogoutChecks(): Promise<boolean> {
  for (const check of checks) {
    if (!(await check())) return false;
  }
  return true;
}

/**
 * The clean-ups and the cached API responses, without the checks: for leaving once the session is
 * gone (a deactivated account, after runLogoutChecks passed), when nothing can be sent any more.
 */
export async function clearLocalData(): Promise<void> {
  for (const cleanup of cleanups) {
    await cleanup().catch(() => undefined);
  }
  if (typeof caches !== 'undefined') {
    await caches.delete(API_CACHE_NAME).catch(() => false);
  }
  await forgetDevicePush().catch(() => undefined);
  markLeftOnPurpose();
}
