import {
  ATTACHMENT_MESSAGES,
  agreedPartSize,
  type PartSend,
  type PartSendBody,
  type PartsState,
  partCount,
  partRange,
} from '../../contract';
import type { Db } from '../db/database';
import { type AttachmentRow, recordUploadOnce } from '../repositories/attachments';
import { NoSuchUploadError, PART_URL_SECONDS } from '../storage/localParts';
import { ObjectExistsError } from '../storage/localStore';
import type { MultipartStore, ObjectStore, StoredPart } from '../storage/objectStore';
import { ownAttachment, refuseIfReportLocked } from './attachments';
import { fieldsRefused, notFound, refused } from './errors';

/**
 * Uploads in parts (decision 0071): a large proof goes to the store a part at a time, and an
 * upload cut off resumes from the parts the store holds, asked of the store at every resume, never
 * remembered by the device or here. The attachment row keeps only the store's upload id and the
 * part size, set once (`recordUploadOnce`), so two phones or tabs resuming at once share one
 * upload. `complete` assembles the parts before its usual checks (`assembleParts`).
 */

interface OpenUpload {
  uploadId: string;
  partSize: number;
}

const openUploadOf = (row: AttachmentRow): OpenUpload | null =>
  row.upload_id !== null && row.part_size !== null
    ? { uploadId: row.upload_id, partSize: row.part_size }
    : null;

function multipartOf(store: ObjectStore): MultipartStore {
  if (!store.multipart) throw refused(ATTACHMENT_MESSAGES.partsUnavailable);
  return store.multipart;
}

/** The parts that belong to the file as declared: a stray size or number counts as missing. */
function partsInPlace(row: AttachmentRow, partSize: number, parts: StoredPart[]): PartsState['parts'] {
  const count = partCount(row.file_size, partSize);
  return parts
    .filter(
      ({ partNumber, size }) =>
        partNumber <= count && size === partRange(row.file_size, partSize, partNumber).size,
    )
    .map(({ partNumber, size }) => ({ part_number: partNumber, size }));
}

function everyPartHeld(row: AttachmentRow, partSize: number): PartsState {
  const count = partCount(row.file_size, partSize);
  const parts = Array.from({ length: count }, (_, index) => ({
    part_number: index + 1,
    size: partRange(row.file_size, partSize, index + 1).size,
  }));
  return { part_size: partSize, part_count: count, parts };
}

/**
 * POST attachment/{id}/parts: opens the attachment's upload in parts, or finds it again, and
 * answers the parts the store holds. An upload the store no longer knows (swept, aborted) is
 * opened anew. A file already stored answers every part held, so the device goes on to complete.
 */
export async function openParts(
  db: Db,
  store: ObjectStore,
  ownerId: number,
  id: string,
  askedPartSize: number,
): Promise<PartsState> {
  const multipart = multipartOf(store);
  for (let tries = 0; ; tries++) {
    const row = await ownAttachment(db, ownerId, id);
    const held =
      openUploadOf(row)?.partSize ?? agreedPartSize(row.file_size, askedPartSize, multipart.minPartBytes);
    if (row.state === 'COMPLETED' || (await store.stat(row.storage_key))) return everyPartHeld(row, held);
    await refuseIfReportLocked(db, row);
    const open = openUploadOf(row);
    const parts = open ? await multipart.listParts(row.storage_key, open.uploadId) : null;
    if (open && parts) {
      return {
        part_size: open.partSize,
        part_count: partCount(row.file_size, open.partSize),
        parts: partsInPlace(row, open.partSize, parts),
      };
    }
    const partSize = agreedPartSize(row.file_size, askedPartSize, multipart.minPartBytes);
    const uploadId = await multipart.openMultipart(row.storage_key, row.file_type);
    if (await recordUploadOnce(db, id, row.upload_id, { uploadId, partSize })) {
      return { part_size: partSize, part_count: partCount(row.file_size, partSize), parts: [] };
    }
    // another call opened one (or completed the file) meanwhile: that one is read again
    await multipart.abortMultipart(row.storage_key, uploadId);
    if (tries === 2) throw refused(ATTACHMENT_MESSAGES.partsNotOpen);
  }
}

/** POST attachment/{id}/parts/{part}: the part's address, signed for its size and SHA-256. */
export async function sendPart(
  db: Db,
  store: ObjectStore,
  ownerId: number,
  id: string,
  partNumber: number,
  body: PartSendBody,
): Promise<PartSend> {
  const multipart = multipartOf(store);
  const row = await ownAttachment(db, ownerId, id);
  await refuseIfReportLocked(db, row);
  const open = openUploadOf(row);
  if (row.state !== 'PENDING' || !open) throw refused(ATTACHMENT_MESSAGES.partsNotOpen);
  if (partNumber > partCount(row.file_size, open.partSize)) throw notFound();
  if (body.size !== partRange(row.file_size, open.partSize, partNumber).size)
    throw fieldsRefused({ size: [ATTACHMENT_MESSAGES.partSizeWrong] });
  return multipart.presignPart({
    key: row.storage_key,
    uploadId: open.uploadId,
    partNumber,
    size: body.size,
    sha256Base64: Buffer.from(body.sha256, 'hex').toString('base64'),
    expiresInSeconds: PART_URL_SECONDS,
  });
}

/**
 * At `complete`: the parts, all held with their sizes, become the object. Without every part the
 * file is not uploaded yet; the device asks for the parts again and sends the missing ones. A
 * racing `complete` that assembled it first leaves the object stored, which is what is checked
 * next. Whole bytes other than the declared ones drop the upload, so the next try starts afresh.
 */
export async function assembleParts(db: Db, store: ObjectStore, row: AttachmentRow): Promise<void> {
  const open = openUploadOf(row);
  if (!open || !store.multipart || (await store.stat(row.storage_key))) return;
  const { uploadId, partSize } = open;
  const parts = await store.multipart.listParts(row.storage_key, uploadId);
  if (!parts) return;
  const count = partCount(row.file_size, partSize);
  if (partsInPlace(row, partSize, parts).length !== count) throw refused(ATTACHMENT_MESSAGES.notUploaded);
  try {
    await store.multipart.completeMultipart({
      key: row.storage_key,
      uploadId,
      partCount: count,
      size: row.file_size,
      ...(row.sha256 ? { sha256Base64: Buffer.from(row.sha256, 'hex').toString('base64') } : {}),
    });
  } catch (error) {
    // a racing `complete` assembled it first (and removed the parts this one was reading)
    if (error instanceof ObjectExistsError || error instanceof NoSuchUploadError) return;
    if (await store.stat(row.storage_key)) return;
    if ((error as { code?: string }).code === 'BadDigest') {
      await store.multipart.abortMultipart(row.storage_key, uploadId);
      await recordUploadOnce(db, row.id, uploadId, { uploadId: null, partSize: null });
      throw refused(ATTACHMENT_MESSAGES.checksumMismatch);
    }
    throw error;
  }
}

/** A deleted attachment's upload in parts goes from the store with it. */
export async function abortParts(store: ObjectStore, row: AttachmentRow): Promise<void> {
  const open = openUploadOf(row);
  if (open && store.multipart) await store.multipart.abortMultipart(row.storage_key, open.uploadId);
}
