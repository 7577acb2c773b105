/**
 * Background Sync tags of the outbox, shared by the page that registers them and the service
 * worker that answers them (decision 0009).
 *
 * Chromium keeps one registration per tag. When a `sync` event fails, it holds that tag back
 * (5 minutes, then 15, then gives up), and registering the same tag again while it waits changes
 * nothing. So changes queued while the device is offline get a tag of their own offline period:
 * it is new, it fires as soon as the device is back online, and no earlier failure delays it.
 * Online, the one stable tag is used, and Chromium's backoff is what retries a server that is
 * down while no page is open.
 */
export const OUTBOX_SYNC_TAG = 'outbox';

/** The tag for changes queued while offline since `offlineSince` (epoch ms). */
export function offlineSyncTag(offlineSince: number): string {
  return `${OUTBOX_SYNC_TAG}-offline-${offlineSince}`;
}

/** Whether a `sync` event is one of the outbox's. */
export function isOutboxSyncTag(tag: string): boolean {
  return tag === OUTBOX_SYNC_TAG || tag.startsWith(`${OUTBOX_SYNC_TAG}-`);
}
