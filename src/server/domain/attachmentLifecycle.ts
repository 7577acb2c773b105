import { ATTACHMENT_MESSAGES, type Attachment } from '../../contract';
import type { Db } from '../db/database';
import { markCompleted, markDeleted, ownAttachmentRow } from '../repositories/attachments';
import type { ObjectStore } from '../storage';
import { abortParts, assembleParts } from './attachmentParts';
import { ownAttachment, refuseIfReportLocked, toApi } from './attachments';
import { notFound, refused } from './errors';
import { inAttachmentWrite } from './reportLock';

/**
 * The two ends of an attachment's life that race other calls: completion and deletion. Each
 * changes the row under its report's lock after checking the report again (decision 0029), and
 * does the object store's slow work outside the transaction.
 */

/**
 * POST attachment/{id}/complete: the store must hold the declared size and, for a proof, the
 * bytes of the declared SHA-256; a completed one is a no-op. The store is asked first, outside
 * any transaction; the row changes under its report's lock, after the report is checked again:
 * a submit that committed meanwhile wins.
 */
export async function completeAttachment(
  db: Db,
  store: ObjectStore,
  ownerId: number,
  id: string,
): Promise<Attachment> {
  const row = await ownAttachment(db, ownerId, id);
  if (row.state === 'COMPLETED') return toApi(store, row);
  await refuseIfReportLocked(db, row);
  await assembleParts(db, store, row);
  const stored = await store.stat(row.storage_key);
  if (!stored) throw refused(ATTACHMENT_MESSAGES.notUploaded);
  if (stored.size !== row.file_size) throw refused(ATTACHMENT_MESSAGES.sizeMismatch);
  if (row.sha256 !== null && (await store.sha256(row.storage_key)) !== row.sha256) {
    // Other bytes than the signed ones (a store that does not check the policy's checksum): they
    // go, so that the device's next try, with a fresh policy, can store the right ones.
    await store.delete(row.storage_key);
    throw refused(ATTACHMENT_MESSAGES.checksumMismatch);
  }
  const completedAt = new Date().toISOString();
  await inAttachmentWrite(db, ownerId, row, async (trx) => {
    await refuseIfReportLocked(trx, row);
    // deleted by another call meanwhile
    if (!(await markCompleted(trx, id, completedAt))) throw notFound();
  });
  return toApi(store, { ...row, state: 'COMPLETED', completed_at: completedAt });
}

/**
 * DELETE attachment/{id}: the row is marked deleted first, under its report's lock and while the
 * report is editable, then the file goes: a submit never counts a proof whose file is already gone,
 * and a file whose row is deleted is an orphan the sweep removes (orphanSweep.ts). Deleting an
 * already deleted one succeeds again and retries the file, so a replayed call whose answer was
 * lost does not end in an error.
 */
export async function deleteAttachment(
  db: Db,
  store: ObjectStore,
  ownerId: number,
  id: string,
): Promise<void> {
  const row = await ownAttachmentRow(db, ownerId, id);
  if (!row) throw notFound();
  if (row.deleted_at === null) {
    await inAttachmentWrite(db, ownerId, row, async (trx) => {
      await refuseIfReportLocked(trx, row);
      await markDeleted(trx, id, new Date().toISOString());
    });
  }
  await abortParts(db, store, row);
  await store.delete(row.storage_key);
}
