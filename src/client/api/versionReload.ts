import { APP_VERSION } from '../../contract';
import { useAppStore } from '../pageState/appStore';
import { pageControls } from '../pageState/pageControls';
import { canActivateUpdate } from '../pageState/updatePolicy';

/** sessionStorage key: the server version this tab already reloaded for (at most one reload each). */
export const RELOADED_FOR_KEY = 'auditor-portal:reloaded-for-version';
const SW_UPDATE_TIMEOUT_MS = 5000;

let reloadStarted = false;

/**
 * Called with the version header of every successful API response. When the server runs another
 * version than this build, the page reloads once (docs/api.md#version-header), but never while a
 * file picker is open, and never twice for the same server version, so a stale cache cannot cause a
 * reload loop.
 */
export function checkServerVersion(serverVersion: string | null): void {
  if (!serverVersion || serverVersion === APP_VERSION || reloadStarted) return;
  if (readReloadedFor() === serverVersion) return;
  reloadStarted = true;
  whenNoFilePickerIsOpen(() => void reloadForVersion(serverVersion));
}

function whenNoFilePickerIsOpen(run: () => void): void {
  if (!useAppStore.getState().filePickerOpen) {
    run();
    return;
  }
  const unsubscribe = useAppStore.subscribe((state) => {
    if (state.filePickerOpen) return;
    unsubscribe();
    run();
  });
}

async function reloadForVersion(serverVersion: string): Promise<void> {
  rememberReloadedFor(serverVersion);
  const mayReload = await activateNewServiceWorker();
  if (mayReload) pageControls.reload();
}

/**
 * Fetches the new service worker first: otherwise the reload would be answered from the old
 * precache and show the old app again. Returns false when a new worker waits but must not be
 * activated now (see updatePolicy); the update banner offers it instead.
 */
async function activateNewServiceWorker(): Promise<boolean> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const registration = await container?.getRegistration().catch(() => undefined);
  if (!container || !registration) return true;
  await withTimeout(registration.update(), SW_UPDATE_TIMEOUT_MS);
  const waiting = registration.waiting ?? (await installedWorker(registration.installing));
  if (!waiting) return true;
  if (!(await canActivateUpdate())) return false;
  const controlling = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  waiting.postMessage({ type: 'SKIP_WAITING' });
  await withTimeout(controlling, SW_UPDATE_TIMEOUT_MS);
  return true;
}

function installedWorker(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  const installed = new Promise<ServiceWorker | null>((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') resolve(worker);
      if (worker.state === 'redundant') resolve(null);
    });
  });
  return withTimeout(installed, SW_UPDATE_TIMEOUT_MS).then((result) => result ?? null);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

function readReloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

function rememberReloadedFor(version: string): void {
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, version);
  } catch {
    // Storage unavailable (private mode): the in-memory flag still prevents repeated reloads.
  }
}
