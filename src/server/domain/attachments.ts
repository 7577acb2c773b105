import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_MESSAGES,
  type Attachment,
  isBrandReader,
  type ProofType,
  REPORT_EDITABLE_STATUS,
  REPORT_MESSAGES,
  REVIEW_READABLE,
  type Role,
  UPLOADS_WAITING_MAX,
  UPLOADS_WAITING_WINDOW_MS,
  type UploadStartBody,
} from '../../contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import {
  type AttachmentRow,
  attachmentById,
  attachmentExists,
  completedIdProofs,
  insertAttachmentOnce,
  ownLiveAttachment,
  reportStatusOf,
  reviewerClient,
  storedFile,
  uploadRow,
  waitingUploadCount,
} from '../repositories/attachments';
import { holdPerson } from '../repositories/personHold';
import type { ObjectStore, PresignedPost } from '../storage';
import { readsItemPlan } from './actions/actionPlanReach';
import { brandSeatReaches } from './brand/brandSeatReaches';
import { fieldsRefused, notFound, refused } from './errors';

/**
 * Attachments of every kind (ID proofs now, report proofs later): upload start with a presigned
 * POST, completion once the store holds the declared file, soft deletion, and who may download.
 * Auditors only ever see their own: anyone else's id is "not found".
 */

export type { AttachmentRow };

/** A policy only has to start the upload within this time; every retry asks for a fresh one. */
const UPLOAD_POLICY_SECONDS = 15 * 60;

/** What an upload belongs to. ID proofs: no report and no section. */
export interface AttachmentTarget {
  proofType: ProofType;
  auditStoreId: number | null;
  sectionId: number | null;
  /** a photo of an action item's fix (decision 0086) */
  actionItemId?: number;
}

export const ID_PROOF_TARGET: AttachmentTarget = {
  proofType: 'ID_PROOF',
  auditStoreId: null,
  sectionId: null,
};

function storageKey(target: AttachmentTarget, ownerId: number, id: string): string {
  if (target.actionItemId !== undefined) return `action-proofs/${target.actionItemId}/${id}`;
  return target.auditStoreId === null
    ? `id-proofs/${ownerId}/${id}`
    : `report-proofs/${target.auditStoreId}/${id}`;
}

export async function toApi(store: ObjectStore, row: AttachmentRow): Promise<Attachment> {
  return {
    id: row.id,
    file_name: row.file_name,
    file_size: row.file_size,
    file_type: row.file_type,
    proof_type: row.proof_type,
    direct_url: await store.downloadUrl({
      key: row.storage_key,
      fileName: row.file_name,
      contentType: row.file_type,
    }),
  };
}

/** What a report proof's upload start records beyond name, size and type (decision 0014). */
export interface ProofUploadFields {
  sha256: string;
  capturedAt: string | null;
  pickedAt: string | null;
  originalSize: number | null;
  sequence: number;
  proofTagId: number | null;
}

/** A retry must describe the same upload; an id used for anything else is refused. */
function isSameUpload(
  row: AttachmentRow,
  ownerId: number,
  target: AttachmentTarget,
  body: UploadStartBody,
  proof: ProofUploadFields | undefined,
) {
  return (
    row.sha256 === (proof?.sha256 ?? null) &&
    row.deleted_at === null &&
    row.owner_id === ownerId &&
    row.proof_type === target.proofType &&
    row.audit_store_id === target.auditStoreId &&
    row.section_id === target.sectionId &&
    row.action_item_id === (target.actionItemId ?? null) &&
    row.file_name === body.file_name &&
    row.file_size === body.file_size &&
    row.file_type === body.file_type
  );
}

/**
 * Upload start. With the client's id, a retry returns the same attachment and a fresh policy
 * (docs/rules.md#offline rule 4); concurrent retries meet at the primary key, so only one row is made.
 */
export async function startUpload(
  db: Db,
  store: ObjectStore,
  ownerId: number,
  target: AttachmentTarget,
  body: UploadStartBody,
  proof?: ProofUploadFields,
  /** what else a new upload must pass, in its transaction (an action item's photos: decision 0086) */
  admit?: (trx: Db) => Promise<void>,
): Promise<{ row: AttachmentRow; post: PresignedPost & { min_part_size: number | null } }> {
  const id = body.id ?? randomUUID();
  const now = new Date();
  await inWriteTransaction(db, async (trx) => {
    await holdPerson(trx, ownerId);
    // a retry of a started upload keeps its row; only a new one counts against the bound
    const since = new Date(now.getTime() - UPLOADS_WAITING_WINDOW_MS).toISOString();
    const isNew = !(await attachmentExists(trx, id));
    if (isNew && (await waitingUploadCount(trx, ownerId, since)) >= UPLOADS_WAITING_MAX)
      throw refused(ATTACHMENT_MESSAGES.tooManyWaiting);
    if (isNew) await admit?.(trx);
    await insertAttachmentOnce(trx, {
      id,
      owner_id: ownerId,
      audit_store_id: target.auditStoreId,
      section_id: target.sectionId,
      proof_type: target.proofType,
      file_name: body.file_name,
      file_size: body.file_size,
      file_type: body.file_type,
      storage_key: storageKey(target, ownerId, id),
      state: 'PENDING',
      created_at: now.toISOString(),
      sha256: proof?.sha256 ?? null,
      captured_at: proof?.capturedAt ?? null,
      picked_at: proof?.pickedAt ?? null,
      original_size: proof?.originalSize ?? null,
      sequence: proof?.sequence ?? 0,
      proof_tag_id: proof?.proofTagId ?? null,
      action_item_id: target.actionItemId ?? null,
    });
  });
  const row = await attachmentById(db, id);
  if (!isSameUpload(row, ownerId, target, body, proof)) {
    throw fieldsRefused({ id: [ATTACHMENT_MESSAGES.idInUse] });
  }
  // The policy admits exactly the declared size and type, so `complete` finds what was declared.
  const post = await store.presignUpload({
    key: row.storage_key,
    contentType: row.file_type,
    minBytes: row.file_size,
    maxBytes: row.file_size,
    expiresInSeconds: UPLOAD_POLICY_SECONDS,
    ...(row.sha256 ? { sha256Base64: Buffer.from(row.sha256, 'hex').toString('base64') } : {}),
  });
  // where the store takes parts, a large file may go in parts instead (decision 0071)
  return { row, post: { ...post, min_part_size: store.multipart?.minPartBytes ?? null } };
}

/** Report proofs change only while their report does (spec: upload and delete while ACKNOWLEDGED). */
export async function refuseIfReportLocked(db: Db, row: AttachmentRow): Promise<void> {
  if (row.audit_store_id === null) return;
  if ((await reportStatusOf(db, row.audit_store_id)) !== REPORT_EDITABLE_STATUS)
    throw refused(REPORT_MESSAGES.notEditable);
}

export async function ownAttachment(db: Db, ownerId: number, id: string): Promise<AttachmentRow> {
  const row = await ownLiveAttachment(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** GET id_proof/attachment: the user's completed ID proofs, oldest first. */
export async function listIdProofs(db: Db, store: ObjectStore, ownerId: number): Promise<Attachment[]> {
  const rows = await completedIdProofs(db, ownerId);
  return Promise.all(rows.map((row) => toApi(store, row)));
}

export interface DownloadGrant {
  fileName: string;
  fileType: string;
  /** an ID proof opened by staff: only through the grant of a recorded view (storage/viewGrants.ts) */
  viewGrantRequired: boolean;
}

/** Staff who review reports and may open their proof files (never an ID proof). */
const PROOF_REVIEWERS: readonly Role[] = ['manager', 'moderator', 'qa', 'pm'];

/**
 * Who may fetch a stored file from the local store: its owner; any manager; for a report's proof,
 * its reviewers too (QA, PM, moderator), and a client's reviewer once the report reached their
 * stage, for their own client only.
 */
export async function downloadGrant(
  db: Db,
  user: SessionUser,
  storageKey: string,
): Promise<DownloadGrant | null> {
  const row = await storedFile(db, storageKey);
  if (!row) return null;
  const grant = { fileName: row.file_name, fileType: row.file_type, viewGrantRequired: false };
  if (row.owner_id === user.id) return grant;
  // a photo of a store's fix: the brand's people whose seat reaches its plan (decision 0086)
  if (row.action_item_id !== null)
    return isBrandReader(user.role) && (await readsItemPlan(db, user.id, row.action_item_id)) ? grant : null;
  if (user.role === 'manager') return { ...grant, viewGrantRequired: row.proof_type === 'ID_PROOF' };
  // only a report's proof goes further
  const reportStatus = row.proof_type === 'ID_PROOF' ? null : row.report_status;
  if (reportStatus === null) return null;
  if (PROOF_REVIEWERS.includes(user.role)) return grant;
  // a brand's people open the proofs of the reports their seat reaches (decision 0080)
  if (user.role === 'brand')
    return reportStatus === 'ACCEPTED' &&
      row.audit_store_id !== null &&
      (await brandSeatReaches(db, user.id, row.audit_store_id))
      ? grant
      : null;
  if (user.role !== 'client' || !REVIEW_READABLE.client.includes(reportStatus)) return null;
  const reviewer = await reviewerClient(db, user.id);
  return reviewer?.client_id != null && reviewer.client_id === row.client_id ? grant : null;
}

/**
 * What an upload to `storageKey` may do, asked by the local store once the policy checked out
 * (decision 0011): `open` stores the file; `stored` is a retry of an upload whose file is already
 * there (its answer was lost), answered as stored without writing; `spent` is refused: the
 * attachment is completed or deleted, or there is none, so its policy writes nothing more.
 */
export async function uploadState(
  db: Db,
  store: ObjectStore,
  storageKey: string,
): Promise<'open' | 'stored' | 'spent'> {
  const row = await uploadRow(db, storageKey);
  if (!row || row.deleted_at !== null || row.state !== 'PENDING') return 'spent';
  return (await store.stat(storageKey)) ? 'stored' : 'open';
}
