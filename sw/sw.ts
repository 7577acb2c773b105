/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE_NAME, CACHED_API_PREFIX, CACHED_FALLBACK_HEADER } from '../src/client/offline/apiCache';
import { isOutboxSyncTag } from '../src/client/offline/backgroundSyncTags';
import { getOfflineDb } from '../src/client/offline/db';
import { fetchFormPoster, fetchProofTransport, fetchSend } from '../src/client/offline/fetchTransport';
import { makeDue, nextDueAt } from '../src/client/offline/outboxTransitions';
import { createProofQueue } from '../src/client/offline/proofQueue';
import { createSyncEngine, DRAIN_LOCK_NAME } from '../src/client/offline/syncEngine';
import { REPORT_BATCH_MAX } from '../src/contract/reportCallRoutes';

declare let self: ServiceWorkerGlobalScope;

const API_NETWORK_TIMEOUT_SECONDS = 4;
const GUIDELINE_PATH = /^\/guidelines\/[^/]+\.pdf$/;
const GUIDELINE_CACHE_NAME = 'guideline-pdfs';

/** A file is kept only when it arrived whole. */
const okOnlyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// The app shell: every built file, replaced as a whole when a new version activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any app address opens the precached shell, online or offline; server paths never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
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

/** The Background Sync event (Chromium); TypeScript's worker library has no types for it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Calls due within this time are waited for inside the event: text typed just before the app
 * closed waits out its typing pause, and a first short backoff (1 s, 2 s, 4 s) is retried here
 * rather than after Chromium's 5 minutes.
 */
const WAIT_FOR_DUE_MS = 5_000;
/** The longest an event keeps draining so; Chromium allows a sync event a few minutes. */
const EVENT_BUDGET_MS = 30_000;
/** The shortest wait between two looks, so a due time already past never spins the loop. */
const MIN_WAIT_MS = 250;

async function drainLockHeld(): Promise<boolean> {
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === DRAIN_LOCK_NAME);
}

async function appOnScreen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible');
}

/**
 * Drains the outbox while no page may be open (DESIGN offline rule 2). A fresh engine per event,
 * so a 403 pause (the session expired) ends with the event and the next one tries again; the
 * Web Lock `outbox-drain` keeps it exclusive with open pages. When calls are still waiting after
 * a network error, the event fails so the browser schedules another attempt.
 */
async function drainOutbox(): Promise<void> {
  const db = getOfflineDb();
  const engine = createSyncEngine({ db, send: fetchSend, batchSize: REPORT_BATCH_MAX });
  const endBy = Date.now() + EVENT_BUDGET_MS;
  // What is due goes at once (the drain lock decides between this event and an open page).
  await engine.drain();
  // A sync event means the browser sees a connection: what waited out a backoff because of the
  // network is due now too, as when the page sees `online`.
  await makeDue(db, Date.now(), 'retried');
  for (;;) {
    await engine.drain();
    if (engine.isPaused()) return;
    const due = await nextDueAt(db, Number.POSITIVE_INFINITY);
    const now = Date.now();
    if (due === undefined || due > now + WAIT_FOR_DUE_MS || due > endBy) break;
    // Another context holds the outbox (a page draining it), or a page on screen will send its
    // own typed text when the pause ends: waiting here as well would only compete with it, and
    // keep the worker awake for as long as the auditor types.
    if ((await drainLockHeld()) || (await appOnScreen())) break;
    await new Promise((resolve) => setTimeout(resolve, Math.max(MIN_WAIT_MS, due - now)));
  }
  const retrying = await db.outbox
    .where('state')
    .equals('pending')
    .filter((entry) => entry.attempts > 0)
    .count();
  if (retrying > 0) throw new Error(`${retrying} outbox calls are waiting for the network`);
}

/**
 * Uploads the proofs waiting on the device, after the outbox (DESIGN offline rule 5): what waited
 * out a backoff is due now, the `proof-upload` lock keeps it exclusive with open pages, and a file
 * still waiting for the network fails the event so the browser tries again later.
 */
async function drainProofs(): Promise<void> {
  const db = getOfflineDb();
  const queue = createProofQueue({
    db,
    transport: fetchProofTransport,
    postForm: fetchFormPoster,
    // a tag changed while its file uploaded: its call goes in this event too
    onOutboxQueued: () => {
      tagCallsQueued = true;
    },
  });
  await queue.retryNow();
  if (queue.isPaused()) return;
  const retrying = await db.proofs
    .where('stage')
    .equals('queued')
    .filter((proof) => proof.attempts > 0)
    .count();
  if (retrying > 0) throw new Error(`${retrying} proof files are waiting for the network`);
}

let tagCallsQueued = false;

async function drainAll(): Promise<void> {
  // Both run even when the first fails; the event fails if either still waits for the network.
  tagCallsQueued = false;
  const results = [await settle(drainOutbox()), await settle(drainProofs())];
  if (tagCallsQueued) results.push(await settle(drainOutbox()));
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}

const settle = (work: Promise<void>) =>
  work.then(
    () => ({ status: 'fulfilled' as const }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (isOutboxSyncTag(syncEvent.tag)) syncEvent.waitUntil(drainAll());
});

// A waiting version takes over only when the page asks (the update banner's Reload button).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
