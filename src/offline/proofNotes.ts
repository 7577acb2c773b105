import { buildRequest, REPORT_CALL_ROUTES } from '../contract/reportCallRoutes';
import type { OfflineDb } from './db';
import { enqueue, outboxKeys } from './outbox';

/**
 * Proof notes (decision 0017) are written on the device first, as an answer is: the note's call is
 * queued in the outbox, one per report and tag (a newer note replaces a waiting older one), and the
 * queued call *is* the device's copy until it went, so the note shows at once, offline too.
 */

export function proofNoteCall(auditStoreId: number, tagId: number, reason: string | null) {
  return {
    key: outboxKeys.proofNote(auditStoreId, tagId),
    auditStoreId,
    request: buildRequest(
      REPORT_CALL_ROUTES.proofNote,
      { id: auditStoreId },
      { proof_tag_id: tagId, reason },
    ),
  };
}

/** Queues the note of `tagId` (`null` removes it); the caller then drains the outbox. */
export async function setProofNoteOnDevice(
  db: OfflineDb,
  auditStoreId: number,
  tagId: number,
  reason: string | null,
  now = Date.now(),
): Promise<void> {
  await enqueue(db, proofNoteCall(auditStoreId, tagId, reason), now);
}

/** The notes of a report still queued on this device, by tag: a reason, or null for a removal. */
export async function queuedProofNotes(
  db: OfflineDb,
  auditStoreId: number,
): Promise<Map<number, string | null>> {
  const entries = await db.outbox.where('key').startsWith(`proofNote:${auditStoreId}:`).sortBy('seq');
  const notes = new Map<number, string | null>();
  for (const { request } of entries) {
    if (request.path.endsWith('/proof_note') && 'proof_tag_id' in request.body && 'reason' in request.body) {
      notes.set(request.body.proof_tag_id, request.body.reason);
    }
  }
  return notes;
}
