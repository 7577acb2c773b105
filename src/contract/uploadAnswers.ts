import type { Attachment, UploadStartResponse } from './attachments';
import type { ReportProof } from './reportProofs';
import type { PartSend, PartsState } from './uploadParts';

/**
 * The offline engine's reads of the upload calls' answers, with no zod loaded (decision 0053). The
 * server answers these calls through their schemas (`attachments.ts`, `reportProofs.ts`), so what
 * a 2xx body must show here is that it is that answer and not another 2xx met on the way (a captive
 * portal's page, a proxy's empty body), with the fields the engine goes on with. A body that does
 * not is a failed step, tried again as before. tests/unit/contract/uploadAnswers.test.ts holds
 * each of these to its schema.
 */

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** An attachment: its id, name, size, type and address, as uploads and their tiles read them. */
export function attachmentAnswerOf(body: unknown): Attachment | undefined {
  if (
    !isFields(body) ||
    typeof body.id !== 'string' ||
    typeof body.file_name !== 'string' ||
    !isInteger(body.file_size) ||
    typeof body.file_type !== 'string' ||
    typeof body.proof_type !== 'string' ||
    typeof body.direct_url !== 'string'
  )
    return undefined;
  return body as Attachment;
}

/** The upload start's answer: the store's address and the form fields to post there, every one text. */
export function uploadStartAnswerOf(body: unknown): UploadStartResponse | undefined {
  if (!isFields(body) || typeof body.url !== 'string' || !isFields(body.fields)) return undefined;
  if (!Object.values(body.fields).every((value) => typeof value === 'string')) return undefined;
  if (!attachmentAnswerOf(body.attachment)) return undefined;
  return body as UploadStartResponse;
}

/** A report proof's completion: the attachment with its section, tag and place in the order. */
export function reportProofAnswerOf(body: unknown): ReportProof | undefined {
  if (!attachmentAnswerOf(body) || !isFields(body)) return undefined;
  if (!isInteger(body.section_id) || !isInteger(body.sequence)) return undefined;
  if (body.proof_tag !== null && !isInteger(body.proof_tag)) return undefined;
  return body as ReportProof;
}

/** What the store holds of an upload in parts (uploadParts.ts). */
export function partsStateAnswerOf(body: unknown): PartsState | undefined {
  if (!isFields(body) || !isInteger(body.part_size) || !isInteger(body.part_count)) return undefined;
  if (!Array.isArray(body.parts) || typeof body.confirm_parts !== 'boolean') return undefined;
  const partsRead = body.parts.every(
    (part: unknown) => isFields(part) && isInteger(part.part_number) && isInteger(part.size),
  );
  return partsRead ? (body as PartsState) : undefined;
}

/** A part's signed address and the headers to send with it, every one text. */
export function partSendAnswerOf(body: unknown): PartSend | undefined {
  if (!isFields(body) || typeof body.url !== 'string' || !isFields(body.headers)) return undefined;
  return Object.values(body.headers).every((value) => typeof value === 'string')
    ? (body as PartSend)
    : undefined;
}
