import { z } from 'zod';
import { sha256HexSchema } from './reportProofs';

/**
 * A proof sent in parts (decision 0071): the rules both ends keep. A file is cut into parts of one
 * size (the last one shorter); the device asks the server which parts the store holds, sends each
 * missing one with its SHA-256, and completes. Part numbers start at 1, as S3's do.
 */

/** S3 refuses a part under 5 MiB, but the last (its EntityTooSmall); the local store takes 1 MiB. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
export const LOCAL_MIN_PART_BYTES = 1024 * 1024;
/** the largest part asked for: a fast link's part, still a few seconds on it */
export const MAX_PART_BYTES = 64 * 1024 * 1024;
/** S3's limit of parts in one upload */
export const MAX_PART_COUNT = 10_000;

export function partCount(fileSize: number, partSize: number): number {
  return Math.max(1, Math.ceil(fileSize / partSize));
}

/** The byte range of part `number` of a file: where it starts and how long it is. */
export function partRange(
  fileSize: number,
  partSize: number,
  number: number,
): { start: number; size: number } {
  const start = (number - 1) * partSize;
  return { start, size: Math.max(0, Math.min(partSize, fileSize - start)) };
}

/**
 * The part size an upload is opened with: what the device asked for, but never under the store's
 * minimum or above the maximum, and large enough that the file fits in S3's 10,000 parts.
 */
export function agreedPartSize(fileSize: number, asked: number, storeMinimum: number): number {
  const fitting = Math.ceil(fileSize / MAX_PART_COUNT);
  return Math.max(storeMinimum, fitting, Math.min(asked, MAX_PART_BYTES));
}

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
});
export type PartsState = z.infer<typeof partsStateSchema>;

export const partParamsSchema = z.object({
  id: z.string().min(1).max(64),
  part: z.coerce.number().int().min(1).max(MAX_PART_COUNT),
});

/** POST auditor/attachment/{id}/parts/{part}: the part's size and SHA-256, which the store checks. */
export const partSendBodySchema = z.object({
  size: z.number().int().min(1).max(MAX_PART_BYTES),
  sha256: sha256HexSchema,
});
export type PartSendBody = z.infer<typeof partSendBodySchema>;

/** Where to PUT the part, with the headers the signature covers (sent as they are). */
export const partSendSchema = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type PartSend = z.infer<typeof partSendSchema>;
