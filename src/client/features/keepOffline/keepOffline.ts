import { create } from 'zustand';
import { type AuditStore, isKeptOffline } from '../../../contract';
import { getOfflineDb, type OfflineDb, refreshReport } from '../../../offline';
import { getAuditStores, getGuidelinePdf, reportReads } from '../../api/auditStoreReads';

/**
 * Keeps every report the auditor may still work on usable without signal (decision 0012): when the
 * audit list or the dashboard loads, each ASSIGNED or ACKNOWLEDGED report's four reads go into
 * Dexie (as opening it does, `refreshReport`, which never overwrites a newer local value), its
 * guideline address into the service worker's API cache and the PDF itself into its file cache.
 * A report saved so is marked in `serverCache`, so the mark outlives a reload offline.
 */

/** The serverCache key that says report `id` was saved whole for offline use. */
export const offlineMarkKey = (id: number) => `offline-ready:${id}`;

export type SaveState = 'saving' | 'failed';

/** Saves in progress and failures of this page's life; a saved report shows its Dexie mark. */
export const useOfflineSaves = create<{ states: ReadonlyMap<number, SaveState> }>()(() => ({
  states: new Map(),
}));

function setState(id: number, state: SaveState | null): void {
  const states = new Map(useOfflineSaves.getState().states);
  if (state) states.set(id, state);
  else states.delete(id);
  useOfflineSaves.setState({ states });
}

/** Fetches the guideline PDF once, so the service worker keeps it (sw.ts: guideline route). */
async function keepGuideline(id: number, fetchFile: typeof fetch): Promise<void> {
  const url = await getGuidelinePdf(id);
  if (!url) return;
  const response = await fetchFile(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`guideline ${url}: ${response.status}`);
  await response.arrayBuffer();
}

async function keepOne(db: OfflineDb, id: number, fetchFile: typeof fetch): Promise<boolean> {
  setState(id, 'saving');
  try {
    const complete = await refreshReport(db, id, reportReads);
    if (complete) await keepGuideline(id, fetchFile);
    if (complete) await db.serverCache.put({ url: offlineMarkKey(id), body: true, storedAt: Date.now() });
    setState(id, complete ? null : 'failed');
    return complete;
  } catch {
    setState(id, 'failed');
    return false;
  }
}

/** The dashboard's way in: fetches the audit list itself, then saves as the list page does. */
export async function keepListedReportsOffline(): Promise<void> {
  if (!navigator.onLine) return;
  await keepReportsOffline(getOfflineDb(), await getAuditStores());
}

let running: Promise<void> | null = null;

/**
 * Saves the reports of `stores` that are kept offline, one at a time (a phone on a weak signal
 * is not asked for them all at once). A call while one runs waits for it and adds nothing: the
 * running one came from the same list moments ago.
 */
export function keepReportsOffline(
  db: OfflineDb,
  stores: readonly AuditStore[],
  fetchFile: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  if (running) return running;
  const ids = stores.filter((store) => isKeptOffline(store.status)).map((store) => store.id);
  running = (async () => {
    for (const id of ids) await keepOne(db, id, fetchFile);
  })().finally(() => {
    running = null;
  });
  return running;
}
