import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AttachmentsTable } from '../db/schema';

/**
 * Attachments as the database holds them (decision 0036): ID proofs and report proofs, their
 * upload, completion and soft deletion, the order of a section's proofs and the repeat alerts of
 * a file seen in another report. Who may read or change one is the services' rule.
 */

export type AttachmentRow = Selectable<AttachmentsTable>;

/** Records an upload start; a second start with the same id leaves the first row as it was. */
export async function insertAttachmentOnce(db: Db, row: Insertable<AttachmentsTable>): Promise<void> {
  await db
    .insertInto('attachments')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The owner's uploads started since `since` and neither finished nor deleted. */
export async function waitingUploadCount(db: Db, ownerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('state', '=', 'PENDING')
    .where('deleted_at', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function attachmentExists(db: Db, id: string): Promise<boolean> {
  return db
    .selectFrom('attachments')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function attachmentById(db: Db, id: string): Promise<AttachmentRow> {
  return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The owner's attachment, deleted or not. */
export function ownAttachmentRow(db: Db, ownerId: number, id: string): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The owner's attachment not deleted. */
export function ownLiveAttachment(db: Db, ownerId: number, id: string): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The owner's completed ID proofs, oldest first. */
export function completedIdProofs(db: Db, ownerId: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('proof_type', '=', 'ID_PROOF')
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The report's status (for a report proof's changes), or undefined when there is none. */
export async function reportStatusOf(db: Db, auditStoreId: number) {
  return (
    await db.selectFrom('audit_stores').select('status').where('id', '=', auditStoreId).executeTakeFirst()
  )?.status;
}

/** A stored file with what its download is judged by: its owner, and its report's stage and brand. */
export function storedFile(db: Db, storageKey: string) {
  return db
    .selectFrom('attachments')
    .leftJoin('audit_stores', 'audit_stores.id', 'attachments.audit_store_id')
    .leftJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .leftJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .select([
      'attachments.owner_id',
      'attachments.file_name',
      'attachments.file_type',
      'attachments.proof_type',
      'attachments.audit_store_id',
      'attachments.action_item_id',
      'audit_stores.status as report_status',
      'audit_cycles.client_id',
    ])
    .where('attachments.storage_key', '=', storageKey)
    .where('attachments.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A client reviewer's client. */
export function reviewerClient(db: Db, userId: number) {
  return db.selectFrom('users').select('client_id').where('id', '=', userId).executeTakeFirst();
}

/** The state of the upload to `storageKey`. */
export function uploadRow(db: Db, storageKey: string) {
  return db
    .selectFrom('attachments')
    .select(['state', 'deleted_at'])
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}

/** Marks the attachment completed unless it was deleted; false when it was. */
export async function markCompleted(db: Db, id: string, at: string): Promise<boolean> {
  const completed = await db
    .updateTable('attachments')
    .set({ state: 'COMPLETED', completed_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return completed !== undefined;
}

/** Marks the attachment deleted, once. */
export async function markDeleted(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('attachments')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** A section's completed proofs in place, in their order. */
export function sectionProofRows(db: Db, auditStoreId: number, sectionId: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('audit_store_id', '=', auditStoreId)
    .where('section_id', '=', sectionId)
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .orderBy('sequence')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Sets a proof's tag and, when given, its place. */
export async function writeProofPlace(
  db: Db,
  id: string,
  place: { proofTagId: number | null; sequence?: number },
): Promise<void> {
  await db
    .updateTable('attachments')
    .set({
      proof_tag_id: place.proofTagId,
      ...(place.sequence === undefined ? {} : { sequence: place.sequence }),
    })
    .where('id', '=', id)
    .execute();
}

/** Where each of the listed attachments belongs, and whether it is deleted. */
export function attachmentPlaces(db: Db, ids: string[]) {
  return db
    .selectFrom('attachments')
    .select(['id', 'owner_id', 'audit_store_id', 'section_id', 'deleted_at'])
    .where('id', 'in', ids)
    .execute();
}

/** The section's proofs in place other than `listed`, in their order (completed or not). */
export function otherSectionProofIds(db: Db, auditStoreId: number, sectionId: number, listed: string[]) {
  return db
    .selectFrom('attachments')
    .select('id')
    .where('audit_store_id', '=', auditStoreId)
    .where('section_id', '=', sectionId)
    .where('deleted_at', 'is', null)
    .where('id', 'not in', listed)
    .orderBy('sequence')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function writeSequence(db: Db, id: string, sequence: number): Promise<void> {
  await db.updateTable('attachments').set({ sequence }).where('id', '=', id).execute();
}

/** Completed files in place with the same bytes in other reports than `row`'s. */
export function sameBytesElsewhere(db: Db, row: { id: string; sha256: string; audit_store_id: number }) {
  return db
    .selectFrom('attachments')
    .select(['id', 'audit_store_id'])
    .where('sha256', '=', row.sha256)
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .where('audit_store_id', 'is not', null)
    .where('audit_store_id', '!=', row.audit_store_id)
    .where('id', '!=', row.id)
    .execute();
}

/** A repeat alert, once per pair of files. */
export async function insertRepeatAlertOnce(
  db: Db,
  alert: { auditStoreId: number; faultyReportId: number; faultyAttachmentId: string; attachmentId: string },
): Promise<void> {
  await db
    .insertInto('repeat_alerts')
    .values({
      audit_store_id: alert.auditStoreId,
      faulty_report_id: alert.faultyReportId,
      faulty_attachment_id: alert.faultyAttachmentId,
      attachment_id: alert.attachmentId,
    })
    .onConflict((conflict) => conflict.columns(['attachment_id', 'faulty_attachment_id']).doNothing())
    .execute();
}

/**
 * Records the upload in parts an attachment is sent by, if it is still the one the caller read
 * (`readUploadId`) and the attachment still waits for its file: two calls opening one at once meet
 * here, and only one upload is kept (domain/attachmentParts.ts). Whether this call's was kept.
 */
export async function recordUploadOnce(
  db: Db,
  id: string,
  readUploadId: string | null,
  upload: { uploadId: string | null; partSize: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('attachments')
    .set({ upload_id: upload.uploadId, part_size: upload.partSize })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .where('deleted_at', 'is', null)
    .where((eb) => (readUploadId === null ? eb('upload_id', 'is', null) : eb('upload_id', '=', readUploadId)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
