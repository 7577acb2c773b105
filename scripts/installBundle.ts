import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import { bundledFileType, type InstallBundle, isBundledFile } from '../sw/installBundle';

/**
 * The install bundle (decision 0056, sw/installBundle.ts): the precached scripts and styles
 * written into one file beside them, named by its content, and named in the precache manifest
 * for the service worker to fetch at install. The precompress step gives it its Brotli copy, so
 * the files share one compression window rather than each starting afresh.
 */
export function writeInstallBundle(
  outDir: string,
  entries: ManifestEntry[],
): { url: string; bytes: number; files: number } {
  const files = entries
    .filter((entry) => isBundledFile(entry.url))
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((entry) => ({
      url: entry.url,
      type: bundledFileType(entry.url),
      body: readFileSync(path.join(outDir, entry.url), 'utf8'),
    }));
  const bundle: InstallBundle = { files };
  const json = JSON.stringify(bundle);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
  const url = `assets/install-${hash}.json`;
  writeFileSync(path.join(outDir, url), json);
  return { url, bytes: Buffer.byteLength(json), files: files.length };
}

/** The Vite plugin that learns where the client's build is written, and the manifest's transform. */
export function installBundle(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir: string | undefined;
  const plugin: Plugin = {
    name: 'install-bundle',
    apply: 'build',
    writeBundle(options, bundle) {
      // the client's bundle, the one with the page: not a worker's nor the service worker's own
      if ('index.html' in bundle) outDir = options.dir;
    },
  };
  const transform: ManifestTransform = async (entries: Array<ManifestEntry & { size: number }>) => {
    if (!outDir) throw new Error('install-bundle: the client build was not written');
    const written = writeInstallBundle(outDir, entries);
    if (written.files === 0) throw new Error('install-bundle: the precache holds no script');
    return {
      manifest: [...entries, { url: written.url, revision: null, size: written.bytes }],
      warnings: [],
    };
  };
  return { plugin, transform };
}
