import { sha256Hex } from './blobHash';
import type { OfflineDb } from './db';
import { markPrepared, proofBytes } from './proofRecords';
import type { VisitClock } from './visitRecord';

/**
 * Prepares a picked proof for upload, away from the input path: the bytes to send (a compressed
 * copy of a photo when the page can make one) and their SHA-256, which the store checks (decision
 * 0014). The picked file is already in IndexedDB, so a preparation cut short by a closed app is
 * simply run again on the next start.
 */

/** Makes the copy to upload; resolves with the blob itself when it cannot do better. */
export type Compressor = (blob: Blob, fileType: string) => Promise<Blob>;

/** What the page brings to preparation: compression, and the capture time a photo records. */
export interface PreparationTools {
  compress: Compressor;
  /** the capture time the file itself records (EXIF), ISO UTC; null when it records none */
  takenAt?: (blob: Blob, fileType: string) => Promise<string | null>;
  /** the clock the proof's entry in the visit record is stamped with (offline/visitClock.ts) */
  visitClock?: VisitClock;
  /** the file's SHA-256: the page's runs large files in its hashing worker (decision 0071) */
  hash?: (blob: Blob) => Promise<string>;
}

/** Prepares one proof; a proof discarded or prepared meanwhile is left as it is. */
export async function prepareProof(
  db: OfflineDb,
  id: string,
  tools: PreparationTools,
  now = Date.now,
): Promise<void> {
  const proof = await db.proofs.get(id);
  const picked = await proofBytes(db, id);
  if (proof?.stage !== 'preparing' || !picked) return;
  // Read from the picked file: a compressed copy may not carry the EXIF of a PNG or WebP.
  const takenAt = (await tools.takenAt?.(picked, proof.fileType).catch(() => null)) ?? null;
  let blob = picked;
  try {
    const smaller = await tools.compress(picked, proof.fileType);
    if (smaller.size > 0 && smaller.size < picked.size) blob = smaller;
  } catch {
    // The picked file goes as it is: a photo the browser cannot decode is still evidence.
  }
  await markPrepared(
    db,
    id,
    { blob, sha256: await (tools.hash ?? sha256Hex)(blob), capturedAt: takenAt ?? proof.capturedAt },
    now(),
    tools.visitClock,
  );
}

/** Prepares every proof still `preparing`, one at a time, oldest first. */
export async function prepareWaitingProofs(db: OfflineDb, tools: PreparationTools): Promise<void> {
  const waiting = await db.proofs.where('stage').equals('preparing').sortBy('createdAt');
  for (const proof of waiting) await prepareProof(db, proof.id, tools);
}
