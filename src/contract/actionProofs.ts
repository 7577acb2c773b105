import { z } from 'zod';
import { uploadStartBodySchema } from './attachments';
import { DB_INTEGER_MAX } from './ids';
import { sha256HexSchema } from './reportProofs';

/**
 * Photo proof of what a store did for an action item (decision 0086): a photo, compressed on the
 * device and sent by the proof queue as a report's proofs are, its SHA-256 checked by the store.
 */

/** Photos one item may carry: enough for before, after and a detail. */
export const ACTION_PROOF_MAX_PER_ITEM = 4;
/** A photo as picked may go uncompressed (a HEIC, or a failed compression): 20 MB at most. */
export const ACTION_PROOF_MAX_BYTES = 20 * 1024 * 1024;

export function isActionProofFileType(fileType: string): boolean {
  return /^image\/(jpeg|png|webp|heic|heif)$/.test(fileType);
}

export const ACTION_PROOF_MESSAGES = {
  photoOnly: 'Only a photo can prove a fix: choose a picture from the camera or the gallery.',
  tooLarge: 'The photo must not be larger than 20 MB.',
  tooMany: `An item carries at most ${ACTION_PROOF_MAX_PER_ITEM} photos.`,
  /** the plan went to its reviewer, or the item was accepted, before this photo started */
  notOpen: 'Photos can be added only while the plan is with the store and the item is not accepted.',
  /** the page's, before "Send for review" */
  photosWaiting: (count: number) =>
    `${count === 1 ? 'A photo is' : `${count} photos are`} still on this device: the plan can be sent once ${count === 1 ? 'it has' : 'they have'} arrived.`,
} as const;

const isoTime = z.iso.datetime({ offset: true });

/**
 * POST brand/action_items/{id}/attachment: a photo's upload start. The device names the upload
 * (a retry gets the same one), declares its SHA-256, and says when it was taken and how large it
 * was before compression.
 */
export const actionProofStartBodySchema = uploadStartBodySchema
  .extend({
    id: z.uuid(),
    sha256: sha256HexSchema,
    captured_at: isoTime.nullable().optional(),
    original_size: z.number().int().min(1).max(DB_INTEGER_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (!isActionProofFileType(body.file_type))
      ctx.addIssue({ code: 'custom', path: ['file_type'], message: ACTION_PROOF_MESSAGES.photoOnly });
    else if (body.file_size > ACTION_PROOF_MAX_BYTES)
      ctx.addIssue({ code: 'custom', path: ['file_size'], message: ACTION_PROOF_MESSAGES.tooLarge });
  });
export type ActionProofStartBody = z.input<typeof actionProofStartBodySchema>;
export type ActionProofStart = z.output<typeof actionProofStartBodySchema>;
