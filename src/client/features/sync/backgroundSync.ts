/**
 * Background Sync (Chromium): a registered tag makes the browser wake the service worker with a
 * `sync` event once it is online, even after the page was closed; `sw/sw.ts` then drains the
 * outbox. Elsewhere this does nothing and the page drains on start, `online`, visibility and timer.
 */
export const OUTBOX_SYNC_TAG = 'outbox';

/** TypeScript's DOM library has no types for the Background Sync API yet. */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks for a `sync` event; resolves false where the browser or the page cannot. */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    const registration = (await container?.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: SyncManagerLike })
      | undefined;
    if (!registration?.sync || typeof registration.sync.register !== 'function') return false;
    // Registering a tag that is already registered only keeps the one registration.
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Permission denied or no active worker yet: the page's own triggers still drain.
    return false;
  }
}
