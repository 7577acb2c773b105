import { API_BASE } from '../contract/app';
import type { ApiScope } from '../contract/endpoint';

/**
 * The service worker's runtime cache of API reads, shared by `sw/sw.ts` (which fills it) and the
 * page (which deletes it at logout). No DOM and no React here: the service worker imports this.
 */

/** Cache Storage name for GET /api/auditor/ responses. Bump the suffix if the entry format changes. */
export const API_CACHE_NAME = 'auditor-api-v1';

/**
 * Only these reads are cached: the auditor's, and a brand's action plans, which a store manager
 * works in the store as an auditor reports (decision 0085). /auth/, a brand's figures and every
 * non-GET request always go to the network.
 */
const CACHED_API_PREFIXES = [
  `${API_BASE}${'auditor' satisfies ApiScope}/`,
  `${API_BASE}${'brand' satisfies ApiScope}/actions`,
];
export const isCachedApiRead = (pathname: string): boolean =>
  CACHED_API_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Set by the service worker on a response it answered from the cache because the network failed.
 * Such a response is old data, so the page must not treat its version header as the server's.
 */
export const CACHED_FALLBACK_HEADER = 'x-sw-cache-fallback';

/**
 * Keeps the device's copy of an uploaded photo where the service worker answers the photo's
 * address from (sw/sw.ts, "Proof photos the auditor has seen"), before the device's file is
 * deleted: the tile then shows the server's address without downloading back, over the store's
 * weak signal, the megabyte it just sent. Best effort: without the Cache API (tests) or room, the
 * tile downloads it as before.
 */
export async function keepUploadedPhoto(url: string, file: Blob, type: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(API_CACHE_NAME);
    await cache.put(
      new URL(url, self.location.href).href,
      new Response(file, { headers: { 'content-type': type, 'content-length': String(file.size) } }),
    );
  } catch {
    // no room, or no cache in this context
  }
}
