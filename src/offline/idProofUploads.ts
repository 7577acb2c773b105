import type { IdProofRecord, OfflineDb } from './db';
import { countInStages, retryUpload } from './uploadStages';

/**
 * The account's ID proofs on the device until the server holds them (decision 0073): the page
 * keeps nothing of a picked file but its record here, and the proof queue (offline/proofQueue.ts)
 * sends them with the report's proofs, so a reload, a closed app or the service worker's
 * Background Sync goes on where the last one stopped.
 */

/** A file picked for upload: what the upload start declares, and its bytes. */
export interface PickedIdProof {
  id: string;
  file: Blob;
  fileName: string;
  fileType: string;
}

/** Stores picked files, each due now, in one transaction: none is lost to a reload after it. */
export async function addIdProofUploads(db: OfflineDb, picked: PickedIdProof[], now: number): Promise<void> {
  await db.transaction('rw', [db.idProofs, db.proofFiles], async () => {
    await db.proofFiles.bulkAdd(picked.map(({ id, file }) => ({ id, blob: file })));
    await db.idProofs.bulkAdd(
      picked.map(({ id, file, fileName, fileType }, index) => ({
        id,
        fileName,
        fileType,
        size: file.size,
        stage: 'queued' as const,
        attempts: 0,
        nextAttemptAt: now,
        // in the order picked, however many share the millisecond
        createdAt: now + index / 1000,
      })),
    );
  });
}

/** The upload start body of an ID proof. */
export const idProofStartBody = (upload: IdProofRecord) => ({
  id: upload.id,
  file_name: upload.fileName,
  file_size: upload.size,
  file_type: upload.fileType,
});

/** `complete` succeeded: the record and its bytes go together; the server's list has it now. */
export async function completeIdProof(db: OfflineDb, id: string): Promise<void> {
  await db.transaction('rw', [db.idProofs, db.proofFiles], async () => {
    await db.idProofs.delete(id);
    await db.proofFiles.delete(id);
  });
}

/** The auditor dismissed a refused file: gone from the device. One in flight is left alone. */
export async function discardIdProof(db: OfflineDb, id: string): Promise<boolean> {
  return db.transaction('rw', [db.idProofs, db.proofFiles], async () => {
    const upload = await db.idProofs.get(id);
    if (!upload || upload.stage === 'uploading') return false;
    await db.idProofs.delete(id);
    await db.proofFiles.delete(id);
    return true;
  });
}

/** Retry of a refused file: due now, attempts from zero. */
export const retryIdProof = (db: OfflineDb, id: string, now: number): Promise<void> =>
  retryUpload(db.idProofs, id, now);

/** The account's files on their way, oldest pick first: the panel's rows. */
export async function idProofUploads(db: OfflineDb): Promise<IdProofRecord[]> {
  return (await db.idProofs.toArray()).sort((a, b) => a.createdAt - b.createdAt);
}

/** ID proofs not yet on the server, refused ones included: logout asks before it deletes them. */
export const unsentIdProofCount = (db: OfflineDb): Promise<number> =>
  countInStages(db.idProofs, ['queued', 'uploading', 'attention']);
