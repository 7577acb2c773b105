import Dexie, { type ObservabilitySet } from 'dexie';

/**
 * A read of some tables, run again when any of them changes, at most once per `minIntervalMs`
 * (decision 0058). Dexie's live queries run again on every commit that touches what they read.
 * While the proof queue drains, that is three commits a file, 60 for 20 photos. Each of them
 * re-read the report's proof counts and its tiles, and rendered them again, on the page's one
 * thread, and the drain's own steps waited on that thread and on the same IndexedDB.
 *
 * The first change after a quiet moment is read at once, so a pick or a tap shows without
 * delay. Changes that follow within the interval are read together once it ends, and the last
 * read always comes after the last change. Changes made in another context (the upload worker,
 * another tab) arrive through Dexie's own broadcast, as they do for live queries.
 */
export interface TableWatchOptions<T> {
  /** the database's name, as Dexie names its changes (`idb://<name>/<table>/<index>`) */
  dbName: string;
  tables: readonly string[];
  read: () => Promise<T>;
  onValue: (value: T) => void;
  onError?: (error: unknown) => void;
  minIntervalMs: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * How often a view of the proofs reads them again while they change: about four times a second,
 * enough for a tile's stage and the counts to follow a drain, and a twelfth of the commits of a
 * queue uploading 20 photos in about 1.3 s.
 */
export const PROOF_VIEW_INTERVAL_MS = 250;

/** Dexie's event for every commit, here and in other contexts. */
export type ChangeSource = (listener: (parts: ObservabilitySet) => void) => () => void;

const dexieChanges: ChangeSource = (listener) => {
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
};

/** Starts the watch with a first read now; returns what stops it. */
export function watchTables<T>(
  options: TableWatchOptions<T>,
  changes: ChangeSource = dexieChanges,
): () => void {
  const now = options.now ?? (() => performance.now());
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as number));
  const prefixes = options.tables.map((table) => `idb://${options.dbName}/${table}/`);
  let stopped = false;
  let reading = false;
  let changedSince = false;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let timer: unknown;

  const read = () => {
    timer = undefined;
    if (stopped) return;
    reading = true;
    changedSince = false;
    lastReadAt = now();
    // outside any transaction the change was fired in
    Dexie.ignoreTransaction(options.read)
      .then(
        (value) => !stopped && options.onValue(value),
        (error: unknown) => !stopped && options.onError?.(error),
      )
      .finally(() => {
        reading = false;
        if (changedSince) schedule();
      });
  };

  const schedule = () => {
    changedSince = true;
    if (stopped || reading || timer !== undefined) return;
    const wait = lastReadAt + options.minIntervalMs - now();
    if (wait <= 0) read();
    else timer = setTimer(read, wait);
  };

  const stopListening = changes((parts) => {
    if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) schedule();
  });
  read();
  return () => {
    stopped = true;
    stopListening();
    if (timer !== undefined) clearTimer(timer);
  };
}
