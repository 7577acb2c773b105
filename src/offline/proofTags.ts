import { buildRequest, REPORT_CALL_ROUTES } from '../contract/reportCallRoutes';
import type { ReportProof } from '../contract/reportProofs';
import type { OfflineDb, ProofRecord } from './db';
import { enqueue, outboxKeys } from './outbox';

/**
 * A proof's tag, set on the device first (docs/rules.md#offline rule 1). A file not yet on the
 * server carries its tag in its upload start; an uploaded one gets the tag call through the outbox,
 * as an answer does, and its record keeps the value the tile shows until the call went.
 */

/** A device record of a proof the server holds, so a change to it has somewhere to live. */
export function recordOfUploaded(proof: ReportProof, auditStoreId: number, now: number): ProofRecord {
  return {
    id: proof.id,
    auditStoreId,
    sectionId: proof.section_id,
    fileName: proof.file_name,
    fileType: proof.file_type,
    size: proof.file_size,
    originalSize: proof.original_size ?? proof.file_size,
    capturedAt: proof.captured_at,
    pickedAt: proof.picked_at ?? '',
    sequence: proof.sequence,
    proofTagId: proof.proof_tag,
    stage: 'completed',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    attachment: proof,
  };
}

/** The outbox entry of an uploaded proof's tag. */
export function proofTagCall(auditStoreId: number, attachmentId: string, tagId: number | null) {
  return {
    key: outboxKeys.proofTag(auditStoreId, attachmentId),
    auditStoreId,
    request: buildRequest(REPORT_CALL_ROUTES.proofTag, { id: attachmentId }, { proof_tag_id: tagId }),
  };
}

/**
 * Sets a proof's tag. `uploaded`: the server's proof, when the device holds no record of it.
 * Returns whether a call was queued (the caller then drains the outbox).
 */
export async function setProofTagOnDevice(
  db: OfflineDb,
  target: { id: string; auditStoreId: number; uploaded?: ReportProof },
  tagId: number | null,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', [db.proofs, db.outbox], async () => {
    const record = await db.proofs.get(target.id);
    if (record && record.stage !== 'completed') {
      // still on its way: its upload start carries the tag (a start already sent is followed,
      // once complete, by a tag call: see completeProof)
      await db.proofs.update(target.id, { proofTagId: tagId });
      return false;
    }
    const base =
      record ?? (target.uploaded ? recordOfUploaded(target.uploaded, target.auditStoreId, now) : undefined);
    if (!base) return false;
    await db.proofs.put({ ...base, proofTagId: tagId });
    await enqueue(db, proofTagCall(target.auditStoreId, target.id, tagId), now);
    return true;
  });
}
