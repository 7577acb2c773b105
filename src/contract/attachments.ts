import { z } from 'zod';
import { DB_INTEGER_MAX } from './ids';
import { proofTypeSchema } from './lookups';
import { textInput } from './storableText';

/** ID proofs: images or PDF (the ID Proofs panel says so), at most 10 MB each. */
export const ID_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FILE_NAME_MAX = 255;
/** Files one selection may upload (decision 0007; proofs: decision 0014). */
export const UPLOAD_BATCH_MAX = 10;

export function isIdProofFileType(fileType: string): boolean {
  return /^image\/[a-z0-9][a-z0-9.+-]*$/.test(fileType) || fileType === 'application/pdf';
}

export const ATTACHMENT_MESSAGES = {
  required: 'This field is required.',
  notText: 'Enter text.',
  notWholeNumber: 'Enter a whole number.',
  fileNameTooLong: `The file name must be at most ${ATTACHMENT_FILE_NAME_MAX} characters.`,
  emptyFile: 'The file is empty.',
  /** beyond what any proof may weigh and the database counts (contract/ids.ts) */
  fileTooLarge: 'The file is too large.',
  idProofType: 'Only images or PDF files are supported.',
  idProofTooLarge: 'The file must not be larger than 10 MB.',
  idInUse: 'This attachment id belongs to another upload.',
  notUploaded: 'The file has not been uploaded yet.',
  sizeMismatch: 'The uploaded file does not have the declared size.',
  /** the stored bytes are not the ones whose SHA-256 the upload start declared: upload again */
  checksumMismatch: 'The stored file is not the one picked on this device. Retry to upload it again.',
  tooManyFiles: `You can only upload ${UPLOAD_BATCH_MAX} attachments at once`,
} as const;

/**
 * The question before an attachment is deleted (the original portal's words, its spacing too;
 * decision 0014).
 */
export const confirmDeleteAttachmentMessage = (fileName: string): string =>
  `Are you sure you want to delete ${fileName} attachment ?`;

/** An attachment as the API returns it; `direct_url` is where a signed-in viewer fetches the file. */
export const attachmentSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  proof_type: proofTypeSchema,
  direct_url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
/** GET auditor/id_proof/attachment: the auditor's uploaded ID proofs */
export const idProofListSchema = z.array(attachmentSchema);

/** "required" for a missing field, a type message for a present one of the wrong type. */
const requiredAs = (typeMessage: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? ATTACHMENT_MESSAGES.required : typeMessage,
});

/**
 * Upload start: the file's name, size and type, and optionally the attachment id the client
 * generated, so a retry gets the same attachment with a fresh policy (docs/rules.md#offline,
 * rule 4).
 */
export const uploadStartBodySchema = z.object({
  file_name: textInput(requiredAs(ATTACHMENT_MESSAGES.notText))
    .trim()
    .min(1, ATTACHMENT_MESSAGES.required)
    .max(ATTACHMENT_FILE_NAME_MAX, ATTACHMENT_MESSAGES.fileNameTooLong),
  file_size: z
    .number(requiredAs(ATTACHMENT_MESSAGES.notWholeNumber))
    .int(ATTACHMENT_MESSAGES.notWholeNumber)
    .min(1, ATTACHMENT_MESSAGES.emptyFile)
    .max(DB_INTEGER_MAX, ATTACHMENT_MESSAGES.fileTooLarge),
  file_type: z
    .string(requiredAs(ATTACHMENT_MESSAGES.notText))
    .trim()
    .toLowerCase()
    .min(1, ATTACHMENT_MESSAGES.required)
    .max(255),
  id: z.uuid().optional(),
});
export type UploadStartBody = z.infer<typeof uploadStartBodySchema>;

/** POST auditor/id_proof/attachment */
export const idProofUploadStartBodySchema = uploadStartBodySchema.superRefine((body, ctx) => {
  if (!isIdProofFileType(body.file_type)) {
    ctx.addIssue({ code: 'custom', path: ['file_type'], message: ATTACHMENT_MESSAGES.idProofType });
  }
  if (body.file_size > ID_PROOF_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', path: ['file_size'], message: ATTACHMENT_MESSAGES.idProofTooLarge });
  }
});

/** The upload start response: S3's presigned POST and the attachment it creates. */
export const uploadStartResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  attachment: attachmentSchema,
});
export type UploadStartResponse = z.infer<typeof uploadStartResponseSchema>;

export const attachmentParamsSchema = z.object({ id: z.string().min(1).max(64) });
