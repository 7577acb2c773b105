import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import type { LocalObjectStore } from './localStore';

/**
 * The local store's sweep (decision 0011): removes every stored file that no live attachment
 * names (no row, or a deleted one), and upload leftovers in `.incoming` that no upload can still
 * be writing. Files are linked in only after their attachment row exists and deleted only after
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
  const live = await db
    .selectFrom('attachments')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .where('deleted_at', 'is', null)
    .execute();
  const named = new Set(live.map((row) => row.storage_key));
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
  return removed;
}
