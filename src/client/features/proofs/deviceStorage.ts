/**
 * The device's storage for proof files waiting to be sent (docs/rules.md#offline rule 8): asked to
 * be kept (persistent) when the first proof is queued, measured for the panel, and checked before
 * files are stored, so a file that would not fit is refused with a reason instead of failing
 * half-way.
 */

const PERSIST_ASKED_KEY = 'auditor-portal:storage-persist-asked';

export interface StorageRoom {
  /** bytes this site uses now */
  used: number;
  /** bytes it may still use; Infinity when the browser does not say */
  free: number;
}

export async function storageRoom(): Promise<StorageRoom> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const used = estimate?.usage ?? 0;
  const free = estimate?.quota === undefined ? Number.POSITIVE_INFINITY : Math.max(0, estimate.quota - used);
  return { used, free };
}

/**
 * Asks once for persistent storage, so the browser does not clear waiting proofs to make room.
 * Chromium grants it to an installed app without a prompt; a refusal changes nothing else.
 */
export async function askToKeepStorage(): Promise<void> {
  try {
    if (localStorage.getItem(PERSIST_ASKED_KEY)) return;
    localStorage.setItem(PERSIST_ASKED_KEY, '1');
    if (!(await navigator.storage?.persisted?.())) await navigator.storage?.persist?.();
  } catch {
    // No storage API here: the files are still stored, only without the browser's promise.
  }
}

/** Whether the browser promised to keep this site's data: null where it does not say. */
export async function storageKept(): Promise<boolean | null> {
  try {
    return navigator.storage?.persisted ? await navigator.storage.persisted() : null;
  } catch {
    return null;
  }
}

/** A size for people: "820 KB", "12.4 MB", "1.2 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

/** A write refused because the browser's storage for this site is full. */
export function isQuotaError(error: unknown): boolean {
  const names = new Set(['QuotaExceededError', 'QuotaExceeded']);
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Dexie wraps the DOMException: look through `inner` too.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (names.has((current as { name?: string }).name ?? '')) return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}
