import { buildRequest, REPORT_CALL_ROUTES } from '../contract/reportCallRoutes';
import type { ReportProof } from '../contract/reportProofs';
import type { OfflineDb } from './db';
import { enqueue, outboxKeys } from './outbox';
import { recordOfUploaded } from './proofTags';

/**
 * The order of a section's proofs, set on the device first (decision 0014). Every proof
 * of the section gets its place on its device record; files not yet sent carry theirs in their
 * upload start; the uploaded ones get one `arrange_attachment` call with the whole order, queued
 * in the outbox (a newer order replaces a waiting one).
 */

export interface OrderedProof {
  id: string;
  /** the server's proof, when the device holds no record of it */
  uploaded?: ReportProof;
}

/** Returns whether a call was queued (the caller then drains the outbox). */
export async function arrangeOnDevice(
  db: OfflineDb,
  target: { auditStoreId: number; sectionId: number },
  order: readonly OrderedProof[],
  now = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', [db.proofs, db.outbox], async () => {
    let onServer: string | undefined;
    for (const [sequence, item] of order.entries()) {
      const record =
        (await db.proofs.get(item.id)) ??
        (item.uploaded && recordOfUploaded(item.uploaded, target.auditStoreId, now));
      if (!record) continue;
      await db.proofs.put({ ...record, sequence });
      if (record.stage === 'completed') onServer ??= record.id;
    }
    // The call is sent for a proof the server holds; with none there, the starts carry the order.
    if (onServer === undefined) return false;
    await enqueue(
      db,
      {
        key: outboxKeys.arrange(target.auditStoreId, target.sectionId),
        auditStoreId: target.auditStoreId,
        request: buildRequest(
          REPORT_CALL_ROUTES.arrange,
          { id: onServer },
          { attachment_ids: order.map((item) => item.id) },
        ),
      },
      now,
    );
    return true;
  });
}
