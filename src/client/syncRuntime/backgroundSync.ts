import { OUTBOX_SYNC_TAG, offlineSyncTag } from '../../offline';

/**
 * Background Sync (Chromium): a registered tag makes the browser wake the service worker with a
 * `sync` event once it is online, even after the page was closed; `sw/sw.ts` then drains the
 * outbox. Which tag is registered when is decided in `offline/backgroundSyncTags.ts`
 * (decision 0009). Elsewhere this does nothing and the page drains on start, `online`, visibility
 * and timer.
 */

/** TypeScript's DOM library has no types for the Background Sync API yet. */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Registering the same tag again within this time only repeats a registration already made. */
const REPEAT_AFTER_MS = 2_000;

type SyncRegistration = ServiceWorkerRegistration & { sync?: SyncManagerLike };

let registration: SyncRegistration | undefined;
/** when the device went offline, as this page saw it; undefined while online */
let offlineSince: number | undefined;
let lastTag: string | undefined;
let lastAt = 0;

function currentTag(): string {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (online) {
    offlineSince = undefined;
    return OUTBOX_SYNC_TAG;
  }
  offlineSince ??= Date.now();
  return offlineSyncTag(offlineSince);
}

/**
 * Asks for a `sync` event for the waiting outbox; resolves false where the browser or the page
 * cannot. `urgent` skips the repeat filter: the page is being hidden and may never run again.
 */
export async function requestBackgroundSync(urgent = false): Promise<boolean> {
  const tag = currentTag();
  const at = Date.now();
  if (!urgent && tag === lastTag && at - lastAt < REPEAT_AFTER_MS) return true;
  lastTag = tag;
  lastAt = at;
  try {
    // Found ahead (prepareBackgroundSync), so that on `pagehide` the registration is asked for
    // at once, before the page goes, and not after an await the page may not live to see.
    registration ??= await findRegistration();
    const sync = registration?.sync;
    if (!sync || typeof sync.register !== 'function') return false;
    await sync.register(tag);
    return true;
  } catch {
    // Permission denied or no active worker yet: the page's own triggers still drain.
    registration = undefined;
    return false;
  }
}

function findRegistration(): Promise<SyncRegistration | undefined> | undefined {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  return container?.getRegistration();
}

/** Finds the service worker registration now, while nothing waits for it. */
export async function prepareBackgroundSync(): Promise<void> {
  registration ??= await findRegistration()?.catch(() => undefined);
}
