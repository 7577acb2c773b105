import type { ReportProof } from '../../../src/contract';
import type { OfflineDb, ProofRecord, ProofStage } from '../../../src/offline/db';
import { addPickedProofs, markPrepared, proofBytes } from '../../../src/offline/proofRecords';

/** A proof the server lists for section 3, as the API returns it. */
export function uploadedProof(id: string, more: Partial<ReportProof> = {}): ReportProof {
  return {
    id,
    file_name: `${id}.jpg`,
    file_size: 10,
    file_type: 'image/jpeg',
    proof_type: 'PHOTO',
    direct_url: `/storage/attachments/${id}`,
    section_id: 3,
    proof_tag: null,
    sequence: 1,
    sha256: null,
    captured_at: null,
    picked_at: '2026-11-24T07:00:00.000Z',
    original_size: null,
    repeat_alert: null,
    ...more,
  };
}

/** A proof file's record on the device, of section 3 of report `auditStoreId`. */
export function proofRecord(id: string, auditStoreId: number, stage: ProofStage): ProofRecord {
  return {
    id,
    auditStoreId,
    sectionId: 3,
    fileName: `${id}.jpg`,
    fileType: 'image/jpeg',
    size: 10,
    originalSize: 10,
    capturedAt: null,
    pickedAt: '2026-11-29T07:00:00.000Z',
    sequence: 1,
    proofTagId: null,
    stage,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
  };
}

/** Photos picked for section 3 of report 7 at `now`, prepared, and waiting for the upload queue. */
export async function addWaitingProofs(db: OfflineDb, ids: string[], now: number): Promise<void> {
  await addPickedProofs(
    db,
    ids.map((id, index) => ({
      id,
      auditStoreId: 7,
      sectionId: 3,
      fileName: `${id}.jpg`,
      fileType: 'image/jpeg',
      blob: new Blob([new Uint8Array(1000 + index)], { type: 'image/jpeg' }),
      capturedAt: null,
      pickedAt: new Date(now).toISOString(),
      sequence: index,
    })),
    now,
  );
  for (const id of ids) {
    const blob = await proofBytes(db, id);
    if (blob) await markPrepared(db, id, { blob, sha256: 'a'.repeat(64), capturedAt: null }, now);
  }
}
