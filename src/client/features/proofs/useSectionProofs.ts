import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getOfflineDb, outboxKeys, PROOF_VIEW_INTERVAL_MS, type ProofStage } from '../../../offline';
import { getSectionProofs } from '../../api/reportProofs';
import { useTableWatch } from '../../pageState/useTableWatch';
import { useRemoteData } from '../../session/useRemoteData';
import { mergeProofTiles } from './proofTiles';
import { SentEdits } from './sentEdits';

const ON_THEIR_WAY = new Set<ProofStage>(['preparing', 'queued', 'uploading']);
const PROOF_TABLES = ['proofs'] as const;

/**
 * A section's proof tiles: the files on this device, read live from IndexedDB (so a pick shows at
 * once, online or not), and the server's uploaded proofs, read again once this device's files
 * have arrived. Offline, the server's list is the one the service worker kept.
 */
export function useSectionProofs(auditStoreId: number, sectionId: number) {
  const db = getOfflineDb();
  // the queue writes each file's record three times as it uploads: read at most four times a second
  const device = useTableWatch(
    PROOF_TABLES,
    () => db.proofs.where('[auditStoreId+sectionId]').equals([auditStoreId, sectionId]).toArray(),
    `${auditStoreId}:${sectionId}`,
    PROOF_VIEW_INTERVAL_MS,
  );
  // keys of this report's proof-tag calls and this section's order call still queued (the key
  // index, not the entries)
  const arrangeKey = outboxKeys.arrange(auditStoreId, sectionId);
  const queuedKeys = useLiveQuery(
    async () =>
      new Set(
        (
          await db.outbox
            .where('key')
            .startsWith(`proofTag:${auditStoreId}:`)
            .or('key')
            .equals(arrangeKey)
            .keys()
        ).map(String),
      ),
    [db, auditStoreId, arrangeKey],
  );
  // A tag or order call that has gone keeps its value on the tile until a list the server read after
  // it arrives: the list read before it, or the service worker's kept copy, still has the old one.
  const sentEdits = useRef(new SentEdits<string, true>()).current;
  const load = useCallback(
    () => sentEdits.read(() => getSectionProofs(auditStoreId, sectionId)),
    [auditStoreId, sectionId, sentEdits],
  );
  const server = useRemoteData(load);
  const { refresh } = server;
  const previousKeys = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    const before = previousKeys.current;
    previousKeys.current = queuedKeys;
    if (!before || !queuedKeys) return;
    const gone = [...before].filter((key) => !queuedKeys.has(key));
    if (gone.length === 0) return;
    sentEdits.sent(gone.map((key) => [key, true]));
    void refresh();
  }, [queuedKeys, refresh, sentEdits]);
  // The server's list is read again once this device's files of the section have all arrived, not
  // after each one: a completed record already shows the server's proof, and a read per file
  // slowed a drain of 20 photos with 20 list reads the tiles did not need.
  const completed = device?.filter((record) => record.stage === 'completed').length ?? 0;
  const onTheirWay = device?.some((record) => ON_THEIR_WAY.has(record.stage)) ?? false;
  useEffect(() => {
    if (completed > 0 && !onTheirWay) void refresh();
  }, [completed, onTheirWay, refresh]);
  const serverProofs = server.status === 'ready' ? server.data : undefined;
  const tiles = useMemo(() => {
    // still the device's value: queued, or gone since the list was read (the render before the
    // effect above has recorded a call as gone sees it only in the previous keys)
    const devicesValue = (key: string) =>
      Boolean(queuedKeys?.has(key) || previousKeys.current?.has(key) || sentEdits.has(key));
    return mergeProofTiles(serverProofs, device ?? [], {
      tag: (id) => devicesValue(outboxKeys.proofTag(auditStoreId, id)),
      order: devicesValue(arrangeKey),
    });
  }, [serverProofs, device, queuedKeys, auditStoreId, arrangeKey, sentEdits]);
  return {
    tiles,
    serverProofs,
    ready: device !== undefined,
    serverFailed: server.status === 'error',
    refresh,
  };
}
