import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { namedStorageKeys, uploadAwaited } from '../repositories/storedObjects';
import { MULTIPART_DIR } from './localParts';
import type { LocalObjectStore } from './localStore';

/**
 * The local store's sweep (decision 0011): removes every stored file that no live attachment
 * names (no row, or a deleted one), and upload leftovers in `.incoming` that no upload can still
 * be writing, and uploads in parts left behind. Files are linked in only after their attachment row exists and deleted only after
 * the row is marked deleted, so a file without a live row is never one that is still wanted.
 */

/** An upload still streaming is younger than this (a 1 GB file at 50 KB/s takes under 6 hours). */
const INCOMING_MAX_AGE_MS = 6 * 3_600_000;
const KEYS_PER_QUERY = 500;

async function* filesBelow(dir: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else if (entry.isFile()) yield full;
  }
}

async function removeUnnamed(db: Db, store: LocalObjectStore, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const named = await namedStorageKeys(db, keys);
  const orphans = keys.filter((key) => !named.has(key));
  await Promise.all(orphans.map((key) => store.delete(key)));
  return orphans;
}

/** One sweep; returns the keys of the files it removed. */
export async function sweepOrphans(db: Db, store: LocalObjectStore, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  const bucketDir = path.join(store.rootDir, store.bucket);
  let batch: string[] = [];
  for await (const file of filesBelow(bucketDir)) {
    batch.push(path.relative(bucketDir, file).split(path.sep).join('/'));
    if (batch.length === KEYS_PER_QUERY) {
      removed.push(...(await removeUnnamed(db, store, batch)));
      batch = [];
    }
  }
  removed.push(...(await removeUnnamed(db, store, batch)));

  for await (const file of filesBelow(path.join(store.rootDir, '.incoming'))) {
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > INCOMING_MAX_AGE_MS) await rm(file, { force: true });
  }
  await sweepStaleUploads(db, store, now);
  return removed;
}

/** An upload in parts just opened may not be recorded on its attachment yet (domain/attachmentParts.ts). */
const UPLOAD_RECORDING_MS = 3_600_000;
/** A phone that has not sent a part for this long has gone: its parts are sent again if it comes back. */
const UPLOAD_ABANDONED_MS = 14 * 86_400_000;

/**
 * Uploads in parts (decision 0071) that no attachment waits for (it was completed, deleted, or
 * opened another) or that nobody added a part to for two weeks: their folders go.
 */
async function sweepStaleUploads(db: Db, store: LocalObjectStore, now: number): Promise<void> {
  const root = path.join(store.rootDir, MULTIPART_DIR);
  const uploads = await readdir(root).catch(() => [] as string[]);
  for (const uploadId of uploads) {
    const info = await stat(path.join(root, uploadId)).catch(() => null);
    if (!info || now - info.mtimeMs < UPLOAD_RECORDING_MS) continue;
    if (!(await uploadAwaited(db, uploadId)) || now - info.mtimeMs > UPLOAD_ABANDONED_MS)
      await store.parts.remove(uploadId);
  }
}
