/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { BUILT_CODE_PATH } from '../src/contract/builtCode';
import {
  API_CACHE_NAME,
  CACHED_FALLBACK_HEADER,
  DRAIN_LOCK_NAME,
  drainInBackground,
  getOfflineDb,
  isCachedApiRead,
  isOutboxSyncTag,
} from '../src/offline';
import { installPrecache, splitManifest } from './installPrecache';
import { openPushedNotice, showPushedNotice } from './pushNotices';

declare let self: ServiceWorkerGlobalScope;

const API_NETWORK_TIMEOUT_SECONDS = 4;
const GUIDELINE_PATH = /^\/guidelines\/[^/]+\.pdf$/;
const GUIDELINE_CACHE_NAME = 'guideline-pdfs';
const APP_CODE_CACHE_NAME = 'app-code-on-need';
/** Every version's staff screens, chart and decoder, with room for the one before it. */
const APP_CODE_KEPT_FILES = 120;

/** A file is kept only when it arrived whole. */
const okOnlyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// The app shell: every built file, replaced as a whole when a new version activates. Its
// scripts and styles arrive in one request, the install bundle (decision 0056,
// sw/installPrecache.ts); Workbox keys, routes and cleans the cache as with precacheAndRoute.
const { entries: precacheEntries, bundleUrl } = splitManifest(self.__WB_MANIFEST);
const precache = new PrecacheController();
precache.addToCacheList(precacheEntries);
self.addEventListener('install', (event) =>
  event.waitUntil(installPrecache(precache, bundleUrl, self.location.href)),
);
self.addEventListener('activate', (event) => void precache.activate(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// App code the install leaves out (decision 0046, scripts/precacheByNeed.ts): the back office,
// the earnings chart, the onboarding tour, the AMR decoder. Kept from its first use, so it opens
// offline afterwards; a built file's address changes with its content, so a kept copy is never
// stale.
const builtCodeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const type = response.headers.get('content-type') ?? '';
    return response.status === 200 && /javascript|css/.test(type) ? response : null;
  },
};
registerRoute(
  ({ url }) => url.origin === self.location.origin && BUILT_CODE_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: APP_CODE_CACHE_NAME,
    plugins: [
      builtCodeOnly,
      new ExpirationPlugin({ maxEntries: APP_CODE_KEPT_FILES, purgeOnQuotaError: true }),
    ],
  }),
);

// Any app address opens the precached shell, online or offline; server paths never do.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/auth\//, /^\/storage\//, GUIDELINE_PATH],
  }),
);

// Guideline PDFs: kept once fetched (the app fetches those of reports kept offline), so a report's
// guideline opens in the store without signal. Their address changes with their content.
registerRoute(
  ({ url }) => url.origin === self.location.origin && GUIDELINE_PATH.test(url.pathname),
  new CacheFirst({ cacheName: GUIDELINE_CACHE_NAME, plugins: [okOnlyPlugin] }),
);

// Proof photos the auditor has seen: a stored file is written once under its key (decision
// 0011), so a kept copy never goes stale, and the report's tiles show them offline. Kept in the
// API cache, which logout clears with the rest of the user's data.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/storage/attachments/report-proofs/'),
  new CacheFirst({ cacheName: API_CACHE_NAME, plugins: [okOnlyPlugin] }),
);

/** Only complete successful answers are kept; and a cached answer says that it is one. */
const apiCachePlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_FALLBACK_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// API reads (apiCache.ts isCachedApiRead): fresh when the network answers, the last data when it does not, so a
// screen opened before still shows something in a store without signal. Writes and /auth/ are
// never cached (the route matches GET only).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isCachedApiRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [apiCachePlugin],
  }),
  'GET',
);

/** The Background Sync event (Chromium); TypeScript's worker library has no types for it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function drainLockHeld(): Promise<boolean> {
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === DRAIN_LOCK_NAME);
}

async function appOnScreen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible');
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  // every queue rule is the sync core's (offline/backgroundDrain.ts): here, only the event
  if (isOutboxSyncTag(syncEvent.tag))
    syncEvent.waitUntil(drainInBackground(getOfflineDb(), { drainLockHeld, appOnScreen }));
});

// A notice pushed to this device, and its notification tapped (decision 0040).
self.addEventListener('push', (event) => event.waitUntil(showPushedNotice(self, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPushedNotice(self, event.notification));
});

// A waiting version takes over only when the page asks (the update banner's Reload button).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
