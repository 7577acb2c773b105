import { z } from 'zod';
import { attachmentSchema, uploadStartBodySchema, uploadStartResponseSchema } from './attachments';
import { DB_INTEGER_MAX, idParam, idSchema } from './ids';
import { proofTypeOf } from './proofFileTypes';
import { proofKindSchema, type ReportProofType } from './proofKinds';

/**
 * Proof attachments of a report section (decision 0014; docs/rules.md#proofs): photos, audio, video
 * and other files, their limits, tags, order and the repeat alert.
 */

const MB = 1024 * 1024;
/**
 * The largest file of each kind. Photos are compressed on the device to about 1 MB, but one that
 * cannot be (a HEIC the browser cannot decode) goes as picked: a 48-megapixel phone photo is
 * under 25 MB. A voice note of an hour is under 60 MB even as AAC. A short video: about 90 s of a
 * phone's 1080p recording. Other files are documents such as a bill (decision 0014).
 */
export const REPORT_PROOF_MAX_BYTES: Record<ReportProofType, number> = {
  PHOTO: 25 * MB,
  AUDIO: 60 * MB,
  VIDEO: 200 * MB,
  OTHER: 10 * MB,
};

const sizeLabel = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const REPORT_PROOF_MESSAGES = {
  unsupportedType: 'Only photos, audio, video or PDF files can be attached.',
  tooLarge: (type: ReportProofType) =>
    `The file must not be larger than ${sizeLabel(REPORT_PROOF_MAX_BYTES[type])}.`,
  badChecksum: 'Enter the SHA-256 of the file as 64 hexadecimal characters.',
  tagNotOfSection: 'This tag is not one of the section’s tags.',
  notOfSection: 'These attachments are not all proofs of this section.',
  arrangeMissesAttachment: 'The order must include the attachment it is sent for.',
  repeatLabel: 'This file is also attached to another report',
} as const;

/** Hex SHA-256 of a file's bytes, as SubtleCrypto gives it. */
export const sha256HexSchema = z
  .string(REPORT_PROOF_MESSAGES.badChecksum)
  .length(64, REPORT_PROOF_MESSAGES.badChecksum)
  .regex(/^[0-9a-f]{64}$/, REPORT_PROOF_MESSAGES.badChecksum);

const isoTime = z.iso.datetime({ offset: true });

/**
 * POST audit_store/{id}/section/{sectionId}/attachment: upload start of a proof. Beyond the spec's
 * name, size and type, the device sends the file's SHA-256 (the store refuses other bytes), when
 * it was captured and picked, its size before compression, and where it sits in the section's
 * order and its tag as the auditor set them while it waited on the device.
 */
export const reportProofUploadStartBodySchema = uploadStartBodySchema
  .extend({
    sha256: sha256HexSchema,
    captured_at: isoTime.nullable().optional(),
    picked_at: isoTime.optional(),
    original_size: z.number().int().min(1).max(DB_INTEGER_MAX).optional(),
    sequence: z.number().int().min(0).max(10_000).optional(),
    proof_tag_id: idSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const type = proofTypeOf(body.file_type);
    if (!type) {
      ctx.addIssue({ code: 'custom', path: ['file_type'], message: REPORT_PROOF_MESSAGES.unsupportedType });
    } else if (body.file_size > REPORT_PROOF_MAX_BYTES[type]) {
      ctx.addIssue({ code: 'custom', path: ['file_size'], message: REPORT_PROOF_MESSAGES.tooLarge(type) });
    }
  });
export type ReportProofUploadStartBody = z.infer<typeof reportProofUploadStartBodySchema>;

/** The repeat alert of a proof: the report that holds the same file first. */
export const repeatAlertSchema = z.object({
  faulty_report_id: z.number().int(),
  /** the other file's own address; only reviewers get it (an auditor cannot open another's file) */
  faulty_attachment_url: z.string().nullable(),
});
export type RepeatAlert = z.infer<typeof repeatAlertSchema>;

/** A report proof as the API returns it. */
export const reportProofSchema = attachmentSchema.extend({
  section_id: z.number().int(),
  /** the proof tag's id, or null */
  proof_tag: z.number().int().nullable(),
  sequence: z.number().int(),
  sha256: z.string().nullable(),
  captured_at: z.string().nullable(),
  picked_at: z.string().nullable(),
  original_size: z.number().int().nullable(),
  repeat_alert: repeatAlertSchema.nullable(),
});
export type ReportProof = z.infer<typeof reportProofSchema>;

export const reportProofUploadStartResponseSchema = uploadStartResponseSchema.extend({
  attachment: reportProofSchema,
});

/** GET audit_cycle/{id}/attachment_proof_tag_list */
export const proofTagSchema = z.object({
  id: z.number().int(),
  proof_tag: z.string(),
  section_id: z.number().int().nullable(),
  is_required: z.boolean(),
  /**
   * the file the tag stands for (decision 0033); null takes any file. Absent in a list a device
   * kept from before the field, read as null: the server still refuses a mismatch.
   */
  proof_kind: proofKindSchema.nullable().default(null),
});
export type ProofTag = z.infer<typeof proofTagSchema>;

/** POST attachment/{id}/proof_tag: a tag of the proof's own section, or null to clear it. */
export const proofTagBodySchema = z.object({
  proof_tag_id: idSchema.nullable(),
});

/**
 * POST attachment/{id}/arrange_attachment (body not shown in the spec): the section's proofs in
 * their new order, the moved one included. The whole order, not a move, so a replay or a
 * coalesced send leaves the same order (decision 0014).
 */
export const arrangeBodySchema = z.object({
  attachment_ids: z.array(z.uuid()).min(1).max(500),
});

export const sectionProofParamsSchema = z.object({ id: idParam, sectionId: idParam });
export const proofIdParamsSchema = z.object({ id: z.uuid() });

/** Tags an auditor may pick for a proof of `sectionId` (spec: only the section's own tags). */
export function tagsOfSection(tags: readonly ProofTag[], sectionId: number): ProofTag[] {
  return tags.filter((tag) => tag.section_id === sectionId);
}

/** The audio and video player of a proof (decisions 0014, 0015). */
export const PROOF_PLAYER = {
  /** the basic speed menu, as the spec lists it */
  basicRates: [2, 1.5, 1.25, 1, 0.5, 0.25],
  /** the full player bar's speeds */
  fullBarRates: [1, 1.25, 1.5, 2],
  /** seconds moved by the arrow keys, and by j and l */
  arrowSeekSeconds: 5,
  letterSeekSeconds: 10,
  volumeStep: 0.05,
  cannotPlay: 'Please download file if you are not able to play it.',
  loadingAmr: 'Please wait while loading AMR file',
  cannotLoadImage: 'cannot load image',
  fetchFailed: (url: string) => `Failed to fetch ${url}`,
} as const;
