import type { ReportProof } from '../../../src/contract';
import type { ProofRecord, ProofStage } from '../../../src/offline/db';

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
