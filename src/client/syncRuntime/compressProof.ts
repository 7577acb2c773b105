import { isValid, parseISO } from 'date-fns';
import type { Compressor } from '../../offline';
import type { CompressRequest } from '../workers/compressPhoto.worker';

/**
 * The copy of a proof to upload (decision 0014): a JPEG, PNG or WebP photo over 1 MB is compressed
 * to about 1 MB in a worker, its long edge at most 4096 px; everything else goes as picked. The
 * tile shows the picked file meanwhile; the copy replaces it on the device before the upload
 * starts.
 */
export const PHOTO_TARGET_BYTES = 1024 * 1024;
const PHOTO_MAX_EDGE = 4096;
/** A worker that has not answered by then is given up: the file goes as picked. */
const COMPRESS_TIMEOUT_MS = 60_000;

const COMPRESSIBLE = /^image\/(jpeg|png|webp)$/;

export const compressProof: Compressor = (blob, fileType) => {
  if (!COMPRESSIBLE.test(fileType) || blob.size <= PHOTO_TARGET_BYTES || typeof Worker === 'undefined')
    return Promise.resolve(blob);
  return new Promise<Blob>((resolve, reject) => {
    const worker = new Worker(new URL('../workers/compressPhoto.worker.ts', import.meta.url), {
      type: 'module',
    });
    const started = performance.now();
    const done = (settle: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      // bench/proofUploads.ts reads this User Timing measure: a photo's compression on the device.
      performance.measure('proof-compress', { start: started });
      settle();
    };
    const timer = setTimeout(
      () => done(() => reject(new Error('compression timed out'))),
      COMPRESS_TIMEOUT_MS,
    );
    worker.onmessage = ({ data }: MessageEvent<{ file: Blob } | { error: string }>) =>
      done(() => ('file' in data ? resolve(data.file) : reject(new Error(data.error))));
    worker.onerror = () => done(() => reject(new Error('the compression worker failed')));
    const request: CompressRequest = {
      file: blob,
      fileType,
      maxBytes: PHOTO_TARGET_BYTES,
      maxEdge: PHOTO_MAX_EDGE,
    };
    worker.postMessage(request);
  });
};

/** EXIF's DateTimeOriginal tag. */
const DATE_TIME_ORIGINAL = 0x9003;
/** A JPEG's EXIF segment (APP1, at most 64 KiB) comes first, after at most a small APP0. */
const EXIF_HEAD_BYTES = 128 * 1024;

/**
 * When a photo was taken, from its EXIF DateTimeOriginal; null when it does not say. exifr's mini
 * build reads a JPEG's EXIF, which is what a camera hands the file picker, at 8 KB Brotli instead
 * of the full build's 23 in every install (decision 0050). A HEIC passed on as it is keeps no time.
 */
export async function photoTakenAt(blob: Blob, fileType: string): Promise<string | null> {
  if (!fileType.startsWith('image/')) return null;
  try {
    const { default: exifr } = await import('exifr/dist/mini.esm.mjs');
    const head = await blob.slice(0, EXIF_HEAD_BYTES).arrayBuffer();
    // the mini build has no tag names: the tag is asked for, and comes back, by its number
    const tags = (await exifr.parse(head, {
      exif: { pick: [DATE_TIME_ORIGINAL] },
      gps: false,
      interop: false,
      ifd1: false,
    })) as Record<number, unknown> | undefined;
    const written = tags?.[DATE_TIME_ORIGINAL];
    if (typeof written !== 'string') return null;
    // "2026:11:28 09:15:42", the camera's clock: as ISO without a zone it reads on the device's
    const taken = parseISO(written.replace(/^(\d{4}):(\d{2}):(\d{2}) /, '$1-$2-$3T'));
    return isValid(taken) ? taken.toISOString() : null;
  } catch {
    return null;
  }
}
