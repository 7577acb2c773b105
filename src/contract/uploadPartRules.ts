/**
 * A proof sent in parts (decision 0071): the rules both ends keep, with no zod, so the offline
 * engine that cuts a file into parts loads none (decision 0053). A file is cut into parts of one
 * size (the last one shorter); part numbers start at 1, as S3's do.
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
