import { z } from 'zod';
import {
  ATTACHMENT_FILE_NAME_MAX,
  ATTACHMENT_MESSAGES,
  ID_PROOF_MAX_BYTES,
  isIdProofFileType,
} from './attachmentTexts';
import { DB_INTEGER_MAX } from './ids';
import { proofTypeSchema } from './lookups';
import { textInput } from './storableText';

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
  /**
   * Where the store takes uploads in parts (contract/uploadParts.ts, decision 0071), its smallest
   * part: a larger file may go in parts instead of the POST. Null where it does not.
   */
  min_part_size: z.number().int().nullable().optional(),
});
export type UploadStartResponse = z.infer<typeof uploadStartResponseSchema>;

export const attachmentParamsSchema = z.object({ id: z.string().min(1).max(64) });
