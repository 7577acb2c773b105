import type { ReportProof } from '../../../src/contract';

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
