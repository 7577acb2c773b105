import { DEVICE_UNSENT_ROUTES } from '../../contract/deviceUnsentRoutes';
import { deviceId, getOfflineDb, heldUnsent, type OfflineDb } from '../../offline';
import { callRoute } from '../api/call';
import { nameLostWork } from './lostWork';

/**
 * Tells the server what this device holds unsent (decision 0072), while it is online: read every
 * LOOK_EVERY_MS and when the app goes out of sight (a phone closes hidden apps), sent only when it
 * changed since the server last took it. A few hundred bytes, never on a keystroke's path.
 */

const LOOK_EVERY_MS = 15_000;

/** "Chrome on Android", for the auditor reading what this device held on another. */
export function deviceLabel(userAgent: string): string {
  const system = /iPhone|iPad/.test(userAgent)
    ? /iPad/.test(userAgent)
      ? 'iPad'
      : 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'a device';
  const browser = /SamsungBrowser/.test(userAgent)
    ? 'Samsung Internet'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /Firefox|FxiOS/.test(userAgent)
        ? 'Firefox'
        : /Chrome|CriOS|Chromium/.test(userAgent)
          ? 'Chrome'
          : /Safari/.test(userAgent)
            ? 'Safari'
            : 'A browser';
  return `${browser} on ${system}`;
}

let lastTaken = '';

async function tellServer(db: OfflineDb): Promise<void> {
  if (!navigator.onLine) return;
  const body = {
    device_id: await deviceId(db),
    device_label: deviceLabel(navigator.userAgent),
    reports: await heldUnsent(db),
  };
  const text = JSON.stringify(body);
  if (text === lastTaken) return;
  await callRoute(DEVICE_UNSENT_ROUTES.report, { body });
  lastTaken = text;
}

let started = false;

/** Started with the page's sync (syncRuntime.ts), for a signed-in auditor. */
export function startDeviceUnsentReports(db: OfflineDb = getOfflineDb()): void {
  if (started) return;
  started = true;
  const look = () => void tellServer(db).catch(() => undefined);
  // read before this device first tells its own, which never names another id's
  void deviceId(db)
    .then(nameLostWork)
    .catch(() => undefined)
    .then(look);
  setInterval(look, LOOK_EVERY_MS);
  window.addEventListener('online', look);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') look();
  });
}
