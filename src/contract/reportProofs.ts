import { z } from 'zod';
import { attachmentSchema, uploadStartBodySchema, uploadStartResponseSchema } from './attachments';
import { DB_INTEGER_MAX, idParam, idSchema } from './ids';
import { proofTypeOf } from './proofFileTypes';
import { REPORT_PROOF_MAX_BYTES, REPORT_PROOF_MESSAGES } from './proofTexts';
import { proofKindSchema } from './statusSchemas';

/**
 * Proof attachments of a report section (decision 0014; docs/rules.md#proofs): photos, audio, video
 * and other files, their limits, tags, order and the repeat alert.
 */

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
