import { z } from 'zod';
import { idParam } from './ids';
import { sha256HexSchema } from './reportProofs';
import { MAX_PART_BYTES } from './uploadPartRules';

export * from './uploadPartRules';

/**
 * A proof sent in parts (decision 0071), its calls: the device asks the server which parts the
 * store holds, sends each missing one with its SHA-256, and completes. The rules: uploadPartRules.ts.
 */

/** POST auditor/attachment/{id}/parts: the part size the device would like, in bytes. */
export const partsOpenBodySchema = z.object({
  part_size: z.number().int().min(1).max(MAX_PART_BYTES),
});
export type PartsOpenBody = z.infer<typeof partsOpenBodySchema>;

/** What the store holds of an upload in parts: its part size and the parts already there. */
export const partsStateSchema = z.object({
  part_size: z.number().int(),
  part_count: z.number().int(),
  /** the parts the store holds, asked of it now; every part when the file is already stored */
  parts: z.array(z.object({ part_number: z.number().int(), size: z.number().int() })),
  /**
   * The store cannot list its parts (decision 0071): the device tells the server of each part the
   * store took (`parts/{part}/landed`), and `parts` is what it was told.
   */
  confirm_parts: z.boolean(),
});
export type PartsState = z.infer<typeof partsStateSchema>;

/** A part number past the file's last part names no part: "not found", as a row id no row has. */
export const partParamsSchema = z.object({ id: z.string().min(1).max(64), part: idParam });

/** POST auditor/attachment/{id}/parts/{part}: the part's size and SHA-256, which the store checks. */
export const partSendBodySchema = z.object({
  size: z.number().int().min(1).max(MAX_PART_BYTES),
  sha256: sha256HexSchema,
});
export type PartSendBody = z.infer<typeof partSendBodySchema>;

/**
 * POST auditor/attachment/{id}/parts/{part}/landed: the store took the part, and answered this
 * ETag (its name for the part's bytes, which assembling the parts needs); empty where the store's
 * CORS rules hide it from the page.
 */
export const partLandedBodySchema = z.object({ etag: z.string().max(200) });
export type PartLandedBody = z.infer<typeof partLandedBodySchema>;

/** Where to PUT the part, with the headers the signature covers (sent as they are). */
export const partSendSchema = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type PartSend = z.infer<typeof partSendSchema>;
