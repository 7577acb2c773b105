import { visitValues } from '../contract/visitState';
import { unsentActionProofCount } from './actionProofUploads';
import type { OfflineDb, OutboxError, ProofRecord, ProofStage } from './db';
import { unsentIdProofCount } from './idProofUploads';
import { enqueue } from './outbox';
import { proofTagCall } from './proofTags';
import {
  claimUpload,
  countInStages,
  deferUpload,
  dueUploads,
  markUploadBytesSafe,
  markUploadStored,
  nextUploadDueAt,
  recoverStaleUploadsOf,
  refuseUpload,
  retryUpload,
} from './uploadStages';
import { createVisitClock } from './visitClock';
import { recordVisitEntry, type VisitClock } from './visitRecord';

/**
 * The states of a proof file on the device, each change one Dexie transaction
 * (docs/rules.md#offline rules 4 to 6). The bytes leave the database only in `completeProof`, in
 * the same transaction that records the server's proof, so a file is never gone from the device
 * before it is on the server.
 */

/** Stages still owed to the server: what Submit and logout wait for. */
export const UNSENT_PROOF_STAGES: readonly ProofStage[] = ['preparing', 'queued', 'uploading', 'attention'];

/** What the auditor picked, before preparation (compression, hash) has run. */
export interface PickedProof {
  id: string;
  auditStoreId: number;
  sectionId: number;
  fileName: string;
  fileType: string;
  blob: Blob;
  capturedAt: string | null;
  pickedAt: string;
  sequence: number;
}

/** Stores picked files at once, as `preparing`: their tiles show from the device right away. */
export async function addPickedProofs(db: OfflineDb, picked: PickedProof[], now: number): Promise<void> {
  await db.transaction('rw', [db.proofs, db.proofFiles], async () => {
    await db.proofFiles.bulkAdd(picked.map(({ id, blob }) => ({ id, blob })));
    await db.proofs.bulkAdd(
      picked.map(({ blob, ...proof }) => ({
        ...proof,
        size: blob.size,
        originalSize: blob.size,
        proofTagId: null,
        stage: 'preparing' as const,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  });
}

/** The bytes of a proof not yet on the server; undefined once completed (or discarded). */
export async function proofBytes(db: OfflineDb, id: string): Promise<Blob | undefined> {
  return (await db.proofFiles.get(id))?.blob;
}

/**
 * A proof's hash as an entry of its visit's record (decision 0045), queued in the caller's
 * transaction; null once the proof is gone.
 */
async function recordProof(
  db: OfflineDb,
  proof: Pick<ProofRecord, 'id' | 'auditStoreId'>,
  sha256: string | null,
  clock: VisitClock,
  now: number,
) {
  const recording = { auditStoreId: proof.auditStoreId, kind: 'proof' as const, ref: proof.id };
  // evidence never holds a proof back: an entry that cannot be recorded is left out (reportActions.ts)
  await recordVisitEntry(db, { ...recording, value: visitValues.proof(sha256) }, clock, now).catch(() => []);
}

/**
 * Preparation done: the bytes to upload (the compressed copy, or the picked file) and their hash,
 * the hash recorded in the visit's record. A proof discarded meanwhile stays gone.
 */
export async function markPrepared(
  db: OfflineDb,
  id: string,
  prepared: { blob: Blob; sha256: string; capturedAt: string | null },
  now: number,
  clock: VisitClock = createVisitClock(),
): Promise<void> {
  await db.transaction('rw', [db.proofs, db.proofFiles, db.visitEntries, db.outbox], async () => {
    const proof = await db.proofs.get(id);
    if (proof?.stage !== 'preparing') return;
    await recordProof(db, proof, prepared.sha256, clock, now);
    await db.proofFiles.put({ id, blob: prepared.blob });
    await db.proofs.put({
      ...proof,
      size: prepared.blob.size,
      sha256: prepared.sha256,
      capturedAt: prepared.capturedAt,
      stage: 'queued',
      nextAttemptAt: now,
    });
  });
}

/** Queued proofs whose time has come, oldest pick first. */
export const dueProofs = (db: OfflineDb, now: number): Promise<ProofRecord[]> => dueUploads(db.proofs, now);

/** The earliest time a waiting proof is due; undefined when none waits. */
export const nextProofDueAt = (db: OfflineDb): Promise<number | undefined> => nextUploadDueAt(db.proofs);

/** Takes a due proof for sending; undefined when it is no longer due (discarded, or taken). */
export const claimProof = (db: OfflineDb, id: string, now: number): Promise<ProofRecord | undefined> =>
  claimUpload(db.proofs, id, now);

/** The store answered 201: if this attempt ends early, only `complete` is left. */
export const markStored = (db: OfflineDb, id: string): Promise<void> => markUploadStored(db.proofs, id);

/** What the store holds of a file sent in parts, for its tile: written as each part lands. */
export const markBytesSafe = (db: OfflineDb, id: string, bytes: number): Promise<void> =>
  markUploadBytesSafe(db.proofs, id, bytes);

/**
 * `complete` succeeded: the server's proof replaces the bytes, in one transaction. A tag the
 * auditor changed after the upload started goes as a tag call in the same transaction; returns
 * whether one was queued.
 */
export async function completeProof(db: OfflineDb, id: string, attachment: ProofRecord['attachment']) {
  return db.transaction('rw', [db.proofs, db.proofFiles, db.outbox], async () => {
    const proof = await db.proofs.get(id);
    if (!proof) return false;
    const { lastError: _error, uploadingSince: _since, ...kept } = proof;
    await db.proofFiles.delete(id);
    await db.proofs.put({ ...kept, stage: 'completed', attachment, attempts: 0 });
    if (!attachment || attachment.proof_tag === proof.proofTagId) return false;
    await enqueue(db, proofTagCall(proof.auditStoreId, id, proof.proofTagId));
    return true;
  });
}

/** A failure worth trying again later (network, 5xx, 403 after login): back to waiting. */
export const deferProof = (
  db: OfflineDb,
  id: string,
  at: number,
  error: OutboxError,
  countsAsAttempt: boolean | 'afresh' = true,
): Promise<void> => deferUpload(db.proofs, id, at, error, countsAsAttempt);

/** The server refused it (4xx): it waits for the auditor, with the server's reason. */
export const refuseProof = (db: OfflineDb, id: string, error: OutboxError): Promise<void> =>
  refuseUpload(db.proofs, id, error);

/** Proofs left `uploading` by a context that is gone (uploadStages.ts). */
export const recoverStaleUploads = (db: OfflineDb, olderThan: number): Promise<void> =>
  recoverStaleUploadsOf(db.proofs, olderThan);

/** Retry from the attention list: due now, attempts from zero. */
export const retryProof = (db: OfflineDb, id: string, now: number): Promise<void> =>
  retryUpload(db.proofs, id, now);

/**
 * Discard (after the auditor confirmed): a file not yet on the server is removed from the device,
 * and from the visit's record if its hash was in it.
 */
export async function discardProof(
  db: OfflineDb,
  id: string,
  clock: VisitClock = createVisitClock(),
): Promise<boolean> {
  return db.transaction('rw', [db.proofs, db.proofFiles, db.visitEntries, db.outbox], async () => {
    const proof = await db.proofs.get(id);
    if (!proof || proof.stage === 'uploading' || proof.stage === 'completed') return false;
    if (proof.sha256) await recordProof(db, proof, null, clock, clock.deviceNow());
    await db.proofs.delete(id);
    await db.proofFiles.delete(id);
    return true;
  });
}

/** An uploaded proof the server deleted: gone from the device, and from the visit's record. */
export async function forgetDeletedProof(
  db: OfflineDb,
  proof: Pick<ProofRecord, 'id' | 'auditStoreId'>,
  clock: VisitClock,
): Promise<void> {
  await db.transaction('rw', [db.proofs, db.visitEntries, db.outbox], async () => {
    await recordProof(db, proof, null, clock, clock.deviceNow());
    await db.proofs.delete(proof.id);
  });
}

/**
 * Proofs of a report not yet on the server (Submit waits for them: docs/rules.md#offline rule 6);
 * without a report, every file on the device not yet on the server, ID proofs included (logout).
 */
export async function unsentProofCount(db: OfflineDb, auditStoreId?: number): Promise<number> {
  if (auditStoreId === undefined)
    return (
      (await countInStages(db.proofs, UNSENT_PROOF_STAGES)) +
      (await unsentIdProofCount(db)) +
      (await unsentActionProofCount(db))
    );
  return (await unsentProofsOf(db, auditStoreId)).length;
}

/** Proofs waiting to be uploaded (not refused): what a Background Sync registration is for. */
export async function waitingProofCount(db: OfflineDb): Promise<number> {
  return (
    (await countInStages(db.proofs, ['preparing', 'queued', 'uploading'])) +
    (await countInStages(db.idProofs, ['queued', 'uploading'])) +
    (await countInStages(db.actionProofs, ['preparing', 'queued', 'uploading']))
  );
}

/*
 * Through the stage index, one request per stage (uploadStages.ts): a report keeps its completed
 * proofs (their tiles), and the live queries reading these run again on every step of every
 * upload. A walk over a report's proofs, or Dexie's `anyOf` (a cursor stepping through each
 * match), cost every step one read per proof (docs/budgets.md#proof-files).
 */
async function unsentProofsOf(db: OfflineDb, auditStoreId: number): Promise<ProofRecord[]> {
  const byStage = await db.transaction('r', db.proofs, () =>
    Promise.all(UNSENT_PROOF_STAGES.map((stage) => db.proofs.where('stage').equals(stage).toArray())),
  );
  return byStage.flat().filter((proof) => proof.auditStoreId === auditStoreId);
}

/** A report's proofs not yet on the server: on their way, and refused (waiting for the auditor). */
export async function proofSummary(
  db: OfflineDb,
  auditStoreId: number,
): Promise<{ waiting: number; refused: number }> {
  const unsent = await unsentProofsOf(db, auditStoreId);
  const refused = unsent.filter((proof) => proof.stage === 'attention').length;
  return { waiting: unsent.length - refused, refused };
}

/** Proofs the server refused, oldest pick first, for the "need attention" list. */
export async function attentionProofs(db: OfflineDb): Promise<ProofRecord[]> {
  return db.proofs.where('stage').equals('attention').sortBy('createdAt');
}
