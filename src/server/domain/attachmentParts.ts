import {
  ATTACHMENT_MESSAGES,
  agreedPartSize,
  type PartLandedBody,
  type PartSend,
  type PartSendBody,
  type PartsState,
  partCount,
  partRange,
} from '../../contract';
import type { Db } from '../db/database';
import { type AttachmentRow, recordUploadOnce } from '../repositories/attachments';
import { forgetLandedParts, landedParts, recordLandedPart } from '../repositories/uploadPartLedger';
import { NoSuchUploadError, PART_URL_SECONDS } from '../storage/localParts';
import { ObjectExistsError } from '../storage/localStore';
import {
  type MultipartStore,
  type ObjectStore,
  PartsUnlistedError,
  type StoredPart,
} from '../storage/objectStore';
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
function partsInPlace(row: AttachmentRow, partSize: number, parts: StoredPart[]): StoredPart[] {
  const count = partCount(row.file_size, partSize);
  return parts.filter(
    ({ partNumber, size }) =>
      partNumber <= count && size === partRange(row.file_size, partSize, partNumber).size,
  );
}

const partsAnswered = (parts: StoredPart[]): PartsState['parts'] =>
  parts.map(({ partNumber, size }) => ({ part_number: partNumber, size }));

/**
 * The parts of an upload, asked of the store. A store that cannot list them (s3rver) answers what
 * the devices said landed (`confirm`: they must go on saying so): a part whose word was lost is
 * sent again, which costs its bytes and loses nothing.
 */
async function heldParts(
  db: Db,
  multipart: MultipartStore,
  key: string,
  uploadId: string,
): Promise<{ parts: StoredPart[] | null; confirm: boolean }> {
  try {
    return { parts: await multipart.listParts(key, uploadId), confirm: false };
  } catch (error) {
    if (!(error instanceof PartsUnlistedError)) throw error;
    return { parts: await landedParts(db, uploadId), confirm: true };
  }
}

function everyPartHeld(row: AttachmentRow, partSize: number): PartsState {
  const count = partCount(row.file_size, partSize);
  const parts = Array.from({ length: count }, (_, index) => ({
    part_number: index + 1,
    size: partRange(row.file_size, partSize, index + 1).size,
  }));
  return { part_size: partSize, part_count: count, parts, confirm_parts: false };
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
    const listed = open ? await heldParts(db, multipart, row.storage_key, open.uploadId) : null;
    if (open && listed?.parts) {
      return {
        part_size: open.partSize,
        part_count: partCount(row.file_size, open.partSize),
        parts: partsAnswered(partsInPlace(row, open.partSize, listed.parts)),
        confirm_parts: listed.confirm,
      };
    }
    const partSize = agreedPartSize(row.file_size, askedPartSize, multipart.minPartBytes);
    const uploadId = await multipart.openMultipart(row.storage_key, row.file_type);
    if (await recordUploadOnce(db, id, row.upload_id, { uploadId, partSize })) {
      const { confirm } = await heldParts(db, multipart, row.storage_key, uploadId);
      return {
        part_size: partSize,
        part_count: partCount(row.file_size, partSize),
        parts: [],
        confirm_parts: confirm,
      };
    }
    // another call opened one (or completed the file) meanwhile: that one is read again
    await multipart.abortMultipart(row.storage_key, uploadId);
    if (tries === 2) throw refused(ATTACHMENT_MESSAGES.partsNotOpen);
  }
}

/** A part of the attachment's open upload: its owner's, of a report still open, within the file. */
async function openPartOf(db: Db, ownerId: number, id: string, partNumber: number) {
  const row = await ownAttachment(db, ownerId, id);
  await refuseIfReportLocked(db, row);
  const open = openUploadOf(row);
  if (row.state !== 'PENDING' || !open) throw refused(ATTACHMENT_MESSAGES.partsNotOpen);
  if (partNumber > partCount(row.file_size, open.partSize)) throw notFound();
  return { row, open, size: partRange(row.file_size, open.partSize, partNumber).size };
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
  const { row, open, size } = await openPartOf(db, ownerId, id, partNumber);
  if (body.size !== size) throw fieldsRefused({ size: [ATTACHMENT_MESSAGES.partSizeWrong] });
  return multipart.presignPart({
    key: row.storage_key,
    uploadId: open.uploadId,
    partNumber,
    size: body.size,
    sha256Base64: Buffer.from(body.sha256, 'hex').toString('base64'),
    expiresInSeconds: PART_URL_SECONDS,
  });
}

/** POST attachment/{id}/parts/{part}/landed: on a store that cannot list parts, the device's word. */
export async function partLanded(
  db: Db,
  store: ObjectStore,
  ownerId: number,
  id: string,
  partNumber: number,
  body: PartLandedBody,
): Promise<void> {
  multipartOf(store);
  const { open, size } = await openPartOf(db, ownerId, id, partNumber);
  await recordLandedPart(db, open.uploadId, { partNumber, size, etag: body.etag });
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
  const { parts } = await heldParts(db, store.multipart, row.storage_key, uploadId);
  if (!parts) return;
  const inPlace = partsInPlace(row, partSize, parts);
  if (inPlace.length !== partCount(row.file_size, partSize)) throw refused(ATTACHMENT_MESSAGES.notUploaded);
  try {
    await store.multipart.completeMultipart({
      key: row.storage_key,
      uploadId,
      parts: inPlace,
      size: row.file_size,
      ...(row.sha256 ? { sha256Base64: Buffer.from(row.sha256, 'hex').toString('base64') } : {}),
    });
    await forgetLandedParts(db, uploadId);
  } catch (error) {
    // a racing `complete` assembled it first (and removed the parts this one was reading)
    if (error instanceof ObjectExistsError || error instanceof NoSuchUploadError) return;
    if (await store.stat(row.storage_key)) return;
    if ((error as { code?: string }).code === 'BadDigest') {
      await store.multipart.abortMultipart(row.storage_key, uploadId);
      await forgetLandedParts(db, uploadId);
      await recordUploadOnce(db, row.id, uploadId, { uploadId: null, partSize: null });
      throw refused(ATTACHMENT_MESSAGES.checksumMismatch);
    }
    throw error;
  }
}

/** A deleted attachment's upload in parts goes from the store with it. */
export async function abortParts(db: Db, store: ObjectStore, row: AttachmentRow): Promise<void> {
  const open = openUploadOf(row);
  if (!open || !store.multipart) return;
  await store.multipart.abortMultipart(row.storage_key, open.uploadId);
  await forgetLandedParts(db, open.uploadId);
}
