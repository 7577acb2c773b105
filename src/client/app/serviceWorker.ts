import { Workbox } from 'workbox-window';
import { useUpdateStore } from '../pageState/updateStore';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only, see main.tsx). A new version is never
 * forced: when it waits, the banner offers it, and its button activates it and reloads.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    useUpdateStore.getState().offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  await wb.register();

  // Phones keep the app open for days: look for a new version now and then, and on return.
  const checkForUpdate = () => {
    if (navigator.onLine) void wb.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
