import type { ActionProofRecord, OfflineDb } from './db';
import type { Compressor } from './proofPreparation';
import { countInStages, retryUpload } from './uploadStages';

/**
 * Photos of a store's fix on the device until the server holds them (decision 0086), sent by the
 * proof queue with the report's proofs and the ID proofs: the pick is kept as it is first, so a
 * reload during compression loses nothing; preparing it (compression, SHA-256) makes it due.
 */

export interface PickedActionProof {
  id: string;
  planId: number;
  itemId: number;
  file: Blob;
  fileName: string;
  fileType: string;
}

/** Keeps picked photos, each waiting for its preparation, in one transaction. */
export async function addActionProofs(
  db: OfflineDb,
  picked: PickedActionProof[],
  now: number,
): Promise<void> {
  await db.transaction('rw', [db.actionProofs, db.proofFiles], async () => {
    await db.proofFiles.bulkAdd(picked.map(({ id, file }) => ({ id, blob: file })));
    await db.actionProofs.bulkAdd(
      picked.map(({ id, planId, itemId, file, fileName, fileType }, index) => ({
        id,
        planId,
        itemId,
        fileName,
        fileType,
        size: file.size,
        originalSize: file.size,
        capturedAt: null,
        stage: 'preparing' as const,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now + index / 1000,
      })),
    );
  });
}

export interface ActionProofTools {
  compress: Compressor;
  hash: (blob: Blob) => Promise<string>;
  takenAt: (blob: Blob, fileType: string) => Promise<string | null>;
}

/**
 * Compresses and hashes every photo waiting for it, oldest first, each replacing its bytes and
 * becoming due in one transaction. A compression that fails sends the photo as picked.
 */
export async function prepareActionProofs(db: OfflineDb, tools: ActionProofTools, now: () => number) {
  const waiting = await db.actionProofs.where('stage').equals('preparing').sortBy('createdAt');
  for (const proof of waiting) {
    const picked = (await db.proofFiles.get(proof.id))?.blob;
    if (!picked) continue;
    const capturedAt = await tools.takenAt(picked, proof.fileType);
    const copy = await tools.compress(picked, proof.fileType).catch(() => picked);
    const sha256 = await tools.hash(copy);
    await db.transaction('rw', [db.actionProofs, db.proofFiles], async () => {
      const still = await db.actionProofs.get(proof.id);
      if (still?.stage !== 'preparing') return;
      await db.proofFiles.put({ id: proof.id, blob: copy });
      await db.actionProofs.put({
        ...still,
        size: copy.size,
        capturedAt,
        sha256,
        stage: 'queued',
        nextAttemptAt: now(),
      });
    });
  }
}

/** The upload start body of a prepared photo; undefined before it is prepared. */
export function actionProofStartBody(proof: ActionProofRecord) {
  if (!proof.sha256) return undefined;
  return {
    id: proof.id,
    file_name: proof.fileName,
    file_size: proof.size,
    file_type: proof.fileType,
    sha256: proof.sha256,
    captured_at: proof.capturedAt,
    original_size: proof.originalSize,
  };
}

/** `complete` succeeded: the record and its bytes go together; the plan's read shows it now. */
export async function completeActionProofUpload(db: OfflineDb, id: string): Promise<void> {
  await db.transaction('rw', [db.actionProofs, db.proofFiles], async () => {
    await db.actionProofs.delete(id);
    await db.proofFiles.delete(id);
  });
}

/** A refused photo removed by the store manager; one in flight is left alone. */
export async function discardActionProof(db: OfflineDb, id: string): Promise<boolean> {
  return db.transaction('rw', [db.actionProofs, db.proofFiles], async () => {
    const proof = await db.actionProofs.get(id);
    if (!proof || proof.stage === 'uploading') return false;
    await db.actionProofs.delete(id);
    await db.proofFiles.delete(id);
    return true;
  });
}

export const retryActionProof = (db: OfflineDb, id: string, now: number): Promise<void> =>
  retryUpload(db.actionProofs, id, now);

/** A plan's photos still on the device, oldest pick first. */
export async function actionProofsOf(db: OfflineDb, planId: number): Promise<ActionProofRecord[]> {
  return (await db.actionProofs.where('planId').equals(planId).toArray()).sort(
    (a, b) => a.createdAt - b.createdAt,
  );
}

/** Photos not yet on the server, refused ones included: logout asks before it deletes them. */
export const unsentActionProofCount = (db: OfflineDb): Promise<number> =>
  countInStages(db.actionProofs, ['preparing', 'queued', 'uploading', 'attention']);
