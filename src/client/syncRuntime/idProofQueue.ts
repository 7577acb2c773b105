import {
  addIdProofUploads,
  discardIdProof,
  getOfflineDb,
  type IdProofRecord,
  idProofUploads,
  PROOF_VIEW_INTERVAL_MS,
  retryIdProof,
  watchTables,
} from '../../offline';
import { pageProofQueue, useUploadProgress } from './proofUploads';
import { startPageSync } from './syncRuntime';

/**
 * The ID proofs panel's door to the proof queue (decision 0073): a picked file is stored on the
 * device first and sent from there, so a reload, a closed app or the service worker goes on with it.
 */

/** A file the panel accepted, under the attachment id its every try will use. */
export interface AcceptedIdProof {
  id: string;
  file: File;
}

/**
 * Stores the files on the device (all, or none when storage is full: the error is thrown) and
 * starts sending them. The engine starts first, so the device's data owner is this account before
 * the files are written (syncRuntime.ts: `ensureDataOwner` clears another account's data).
 */
export async function queueIdProofs(accepted: readonly AcceptedIdProof[]): Promise<void> {
  await startPageSync().catch(() => undefined);
  const picked = accepted.map(({ id, file }) => ({ id, file, fileName: file.name, fileType: file.type }));
  await addIdProofUploads(getOfflineDb(), picked, Date.now());
  void pageProofQueue().drain();
}

/** Retry of a refused file: due now. */
export async function retryIdProofUpload(id: string): Promise<void> {
  await retryIdProof(getOfflineDb(), id, Date.now());
  void pageProofQueue().drain();
}

/** Dismiss of a refused file; false when it is being sent right now. */
export const dismissIdProofUpload = (id: string): Promise<boolean> => discardIdProof(getOfflineDb(), id);

/** The device's ID proofs on their way, and this tab's progress of each, as either changes. */
export function watchIdProofUploads(
  onChange: (uploads: IdProofRecord[], progress: ReadonlyMap<string, number>) => void,
): () => void {
  let uploads: IdProofRecord[] = [];
  const db = getOfflineDb();
  const stopWatch = watchTables({
    dbName: db.name,
    tables: ['idProofs'],
    read: () => idProofUploads(db),
    onValue: (value) => {
      uploads = value;
      onChange(uploads, useUploadProgress.getState().progress);
    },
    minIntervalMs: PROOF_VIEW_INTERVAL_MS,
  });
  const stopProgress = useUploadProgress.subscribe(({ progress }) => onChange(uploads, progress));
  return () => {
    stopWatch();
    stopProgress();
  };
}
