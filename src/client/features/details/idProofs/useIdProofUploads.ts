import { useCallback, useEffect, useRef, useState } from 'react';
import type { IdProofRecord } from '../../../../offline';
import { useOnlineStatus } from '../../../pageState/useOnlineStatus';
import { hasLocalData } from '../../../syncRuntime/startSync';
import { askToKeepStorage, isQuotaError } from '../../proofs/deviceStorage';
import { ID_PROOF_PICK_MESSAGES, idProofFileRefusal, selectionRefusal } from './idProofFileRules';

/** One picked file on its way to storage, shown as a row until it completes or is dismissed. */
export interface UploadRow {
  /** the attachment id every try of the file uses (docs/rules.md#offline rule 4) */
  id: string;
  fileName: string;
  /** share of the file the store has received, 0 to 1 */
  progress: number;
  status: 'uploading' | 'failed';
  /** a try was cut off: it waits for the signal, and goes on by itself */
  waitingForSignal: boolean;
  error?: string;
  /** false for a file refused before upload: sending it again cannot help */
  retryable: boolean;
}

/** The device's files on their way, and this tab's progress of each. */
interface DeviceUploads {
  uploads: IdProofRecord[];
  progress: ReadonlyMap<string, number>;
}

/** The device's queue, loaded once the panel has files on it: Dexie stays out of the first load. */
const deviceQueue = () => import('../../../syncRuntime/idProofQueue');

/**
 * A file the device holds, as its row: its progress in this tab, or what the store holds of it.
 * Offline, or after a try was cut off, it waits for the signal (an `uploading` one found offline
 * was left by a closed page: nobody sends it until the signal returns).
 */
function rowOf(upload: IdProofRecord, progress: ReadonlyMap<string, number>, offline: boolean): UploadRow {
  const safe = upload.size > 0 ? (upload.bytesSafe ?? 0) / upload.size : 0;
  const refused = upload.stage === 'attention';
  return {
    id: upload.id,
    fileName: upload.fileName,
    progress: upload.stage === 'uploading' && !offline ? Math.max(progress.get(upload.id) ?? 0, safe) : safe,
    status: refused ? 'failed' : 'uploading',
    waitingForSignal: !refused && (offline || (upload.stage === 'queued' && upload.attempts > 0)),
    retryable: true,
    ...(refused ? { error: upload.lastError?.message } : {}),
  };
}

/**
 * The panel's uploads (decision 0073): a selection is checked (at most 10 files, each one the
 * server would take), then stored on the device, and the proof queue sends it from there; the rows
 * are what the device holds, so they survive a reload. A file that is no longer on the device
 * reached the server: `onStoredOnServer` is told, for the list to load it.
 */
export function useIdProofUploads({ onStoredOnServer }: { onStoredOnServer: () => void }) {
  const [refusedRows, setRefusedRows] = useState<UploadRow[]>([]);
  const [device, setDevice] = useState<DeviceUploads>({ uploads: [], progress: new Map() });
  const [selectionError, setSelectionError] = useState<string>();
  const [storing, setStoring] = useState(false);
  const [watching, setWatching] = useState(false);
  const online = useOnlineStatus();
  const onStoredRef = useRef(onStoredOnServer);
  onStoredRef.current = onStoredOnServer;
  const dismissed = useRef(new Set<string>());

  // A device that never stored anything opens no database for this panel.
  useEffect(() => {
    void hasLocalData().then((exists) => exists && setWatching(true));
  }, []);

  useEffect(() => {
    if (!watching) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let shown = new Set<string>();
    void deviceQueue().then((queue) => {
      if (cancelled) return;
      stop = queue.watchIdProofUploads((uploads, progress) => {
        const now = new Set(uploads.map((upload) => upload.id));
        const gone = [...shown].filter((id) => !now.has(id) && !dismissed.current.delete(id));
        shown = now;
        setDevice({ uploads, progress });
        if (gone.length > 0) onStoredRef.current();
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [watching]);

  const addFiles = useCallback(async (files: File[]) => {
    const tooMany = selectionRefusal(files.length);
    setSelectionError(tooMany);
    if (tooMany || files.length === 0) return;
    const refused: UploadRow[] = [];
    const accepted: Array<{ id: string; file: File }> = [];
    for (const file of files) {
      const id = crypto.randomUUID();
      const refusal = idProofFileRefusal(file);
      if (refusal)
        refused.push({
          id,
          fileName: file.name,
          progress: 0,
          status: 'failed',
          error: refusal,
          retryable: false,
          waitingForSignal: false,
        });
      else accepted.push({ id, file });
    }
    setRefusedRows((previous) => [...previous, ...refused]);
    if (accepted.length === 0) return;
    setStoring(true);
    try {
      await (await deviceQueue()).queueIdProofs(accepted);
      void askToKeepStorage();
      setWatching(true);
    } catch (error) {
      setSelectionError(
        isQuotaError(error) ? ID_PROOF_PICK_MESSAGES.storageFull : ID_PROOF_PICK_MESSAGES.notStored,
      );
    } finally {
      setStoring(false);
    }
  }, []);

  const retry = useCallback((row: UploadRow) => {
    if (!row.retryable || row.status !== 'failed') return;
    void deviceQueue().then((queue) => queue.retryIdProofUpload(row.id));
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      if (refusedRows.some((row) => row.id === id)) {
        setRefusedRows((previous) => previous.filter((row) => row.id !== id));
        return;
      }
      dismissed.current.add(id);
      void deviceQueue().then(async (queue) => {
        if (!(await queue.dismissIdProofUpload(id))) dismissed.current.delete(id);
      });
    },
    [refusedRows],
  );

  const deviceRows = device.uploads.map((upload) => rowOf(upload, device.progress, !online));
  return { rows: [...deviceRows, ...refusedRows], selectionError, storing, addFiles, retry, dismiss };
}
