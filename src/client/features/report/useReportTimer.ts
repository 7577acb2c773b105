import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hmsToSeconds } from '../../../contract';
import { claimTimer, clearTimer, getOfflineDb, persistTimer, readTimer } from '../../../offline';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * The report timer (docs/rules.md#offline rule 7). While `running` and the tab is visible, the tab
 * holding the audit store's timer lock ticks once a second and saves every tick to Dexie; other
 * tabs show the saved value live. Starts from the saved value, or from the server's
 * report_submission_time when nothing is saved.
 */
export function useReportTimer(auditStoreId: number, running: boolean, serverTime: string) {
  const db = getOfflineDb();
  const visible = usePageVisible();
  const stored = useLiveQuery(() => db.timers.get(auditStoreId), [db, auditStoreId]);
  const [ticking, setTicking] = useState<number | null>(null);
  const cleared = useRef(false);
  const serverSeconds = hmsToSeconds(serverTime);
  const serverRef = useRef(serverSeconds);
  serverRef.current = serverSeconds;
  const active = running && visible;

  useEffect(() => {
    if (!active) return;
    cleared.current = false;
    const abort = new AbortController();
    let interval: ReturnType<typeof setInterval> | undefined;
    let seconds = 0;
    let release: (() => Promise<void>) | null = null;
    const save = () => {
      if (!cleared.current) void persistTimer(db, auditStoreId, seconds);
    };
    void claimTimer(auditStoreId, undefined, { signal: abort.signal }).then(async (got) => {
      if (!got) return;
      if (abort.signal.aborted) return void got();
      release = got;
      seconds = (await readTimer(db, auditStoreId))?.seconds ?? serverRef.current;
      if (abort.signal.aborted) return;
      setTicking(seconds);
      interval = setInterval(() => {
        if (cleared.current) return;
        seconds += 1;
        setTicking(seconds);
        save();
      }, 1000);
      window.addEventListener('pagehide', save);
    });
    return () => {
      abort.abort();
      clearInterval(interval);
      window.removeEventListener('pagehide', save);
      if (release) {
        save();
        void release();
      }
      setTicking(null);
    };
  }, [db, auditStoreId, active]);

  /** After a successful submit: stop and forget the local value. */
  const clear = useCallback(async () => {
    cleared.current = true;
    setTicking(null);
    await clearTimer(db, auditStoreId);
  }, [db, auditStoreId]);

  const tickingRef = useRef(ticking);
  tickingRef.current = ticking;
  /** The value to submit: the ticking value, else the saved one (the live read may not have arrived yet). */
  const read = useCallback(
    async () => tickingRef.current ?? (await readTimer(db, auditStoreId))?.seconds ?? serverRef.current,
    [db, auditStoreId],
  );

  const seconds = ticking ?? stored?.seconds ?? serverSeconds;
  return { seconds, ticking: ticking !== null, clear, read };
}
