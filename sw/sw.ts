/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE_NAME, CACHED_API_PREFIX, CACHED_FALLBACK_HEADER } from '../src/client/offline/apiCache';

declare let self: ServiceWorkerGlobalScope;

const API_NETWORK_TIMEOUT_SECONDS = 4;

// The app shell: every built file, replaced as a whole when a new version activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any app address opens the precached shell, online or offline; server paths never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/auth\//, /^\/storage\//],
  }),
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

// Auditor API reads: fresh when the network answers, the last data when it does not, so a
// screen opened before still shows something in a store without signal. Writes and /auth/ are
// never cached (the route matches GET only).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(CACHED_API_PREFIX),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [apiCachePlugin],
  }),
  'GET',
);

// A waiting version takes over only when the page asks (the update banner's Reload button).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
