/// <reference lib="webworker" />
import { copyResponse } from 'workbox-core';
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching';
import { type BundledFile, bundledFiles, INSTALL_BUNDLE_URL, isBundledFile } from './installBundle';

/**
 * The precache's install (decision 0056). Workbox's own install fetches every file of the
 * manifest, one request after another: about 160 requests on an auditor's first visit, each
 * paying a round trip and its headers on the store's weak signal. Here the build's scripts and
 * styles come in one request, the install bundle, and the few other files (the page, icons,
 * images) one by one as before. The cache, its keys and the routes that read it stay Workbox's.
 */

type ManifestEntry = PrecacheEntry | string;

const entryUrl = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url);

/** The manifest the precache keeps, and the bundle's address, which it does not keep. */
export function splitManifest(manifest: ManifestEntry[]): {
  entries: ManifestEntry[];
  bundleUrl: string | undefined;
} {
  const bundle = manifest.find((entry) => INSTALL_BUNDLE_URL.test(entryUrl(entry)));
  return {
    entries: manifest.filter((entry) => entry !== bundle),
    bundleUrl: bundle === undefined ? undefined : entryUrl(bundle),
  };
}

/**
 * The bundle holds every script and style, so it is worth its download when at least half of
 * them are missing: a first install, or a release that changed most of the code. An update
 * that changed a few files fetches those few, as the rest are kept already.
 */
export function bundleWorthFetching(missingBundled: number, allBundled: number): boolean {
  return missingBundled > 0 && missingBundled * 2 >= allBundled;
}

/** The bundle's files by absolute address; none when it cannot be read (each file comes alone). */
async function fetchBundle(bundleUrl: string, base: string): Promise<Map<string, BundledFile>> {
  try {
    const response = await fetch(new URL(bundleUrl, base), { credentials: 'same-origin' });
    if (response.status !== 200) return new Map();
    const files = bundledFiles(await response.json());
    return new Map([...files.values()].map((file) => [new URL(file.url, base).href, file]));
  } catch {
    return new Map();
  }
}

/** One file fetched alone, as Workbox would: a file named by a revision bypasses the HTTP cache. */
async function fetchFile(url: string, cacheKey: string): Promise<Response> {
  const cache: RequestCache = url === cacheKey ? 'default' : 'reload';
  const response = await fetch(new Request(url, { credentials: 'same-origin', cache }));
  // any file that did not arrive whole fails the install, which the browser tries again later
  if (response.status !== 200) throw new Error(`precache: ${url} answered ${response.status}`);
  return response.redirected ? copyResponse(response) : response;
}

/** Keeps every file of the manifest not kept yet, under Workbox's cache keys. */
export async function installPrecache(
  controller: PrecacheController,
  bundleUrl: string | undefined,
  base: string,
): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const keys = controller.getURLsToCacheKeys();
  const missing: Array<[string, string]> = [];
  // a cache key names its content (a hashed address, or an address and its revision)
  for (const [url, cacheKey] of keys) if (!(await cache.match(cacheKey))) missing.push([url, cacheKey]);
  const isBundled = (url: string) => isBundledFile(new URL(url).pathname);
  const worthIt = bundleWorthFetching(
    missing.filter(([url]) => isBundled(url)).length,
    [...keys.keys()].filter(isBundled).length,
  );
  const bundled = bundleUrl && worthIt ? await fetchBundle(bundleUrl, base) : new Map<string, BundledFile>();
  for (const [url, cacheKey] of missing) {
    const file = bundled.get(url);
    const response = file
      ? new Response(file.body, { headers: { 'content-type': file.type } })
      : await fetchFile(url, cacheKey);
    await cache.put(cacheKey, response);
  }
}
