import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The SHA-256 of a Blob without reading it whole into memory (decision 0071): a small file is
 * digested at once by WebCrypto (off the thread, and fastest); a larger one is streamed into
 * noble's incremental hash through one reused buffer. Reading pieces into fresh buffers bounded
 * what was live but not what waited for the collector: a 200 MB video's pieces (and a part's bytes
 * each time one was sent) left up to 150 MB of garbage in the renderer before a collection came.
 * The page hands large files to its hashing worker (offline/hashWorker.ts), so typing never waits.
 */

/** A buffer read at a time: large enough that the reads cost little, small enough for any phone. */
export const HASH_PIECE_BYTES = 4 * 1024 * 1024;
/** Up to this, WebCrypto's one read of the whole is the cheaper way. */
const WHOLE_READ_BYTES = 256 * 1024;
/** the buffers of finished hashes, for the next ones: hashes may run side by side */
const spareBuffers: ArrayBuffer[] = [];

const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** A reader that fills our own buffer (a byte stream's BYOB reader), where the browser has one. */
function bufferReader(blob: Blob): ReadableStreamBYOBReader | null {
  try {
    return typeof blob.stream === 'function' ? blob.stream().getReader({ mode: 'byob' }) : null;
  } catch {
    return null;
  }
}

export async function sha256Hex(blob: Blob, pieceBytes = HASH_PIECE_BYTES): Promise<string> {
  if (blob.size <= Math.min(WHOLE_READ_BYTES, pieceBytes))
    return hex(await crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer())));
  const hash = sha256.create();
  const reader = bufferReader(blob);
  if (!reader) {
    for (let start = 0; start < blob.size; start += pieceBytes)
      hash.update(new Uint8Array(await blob.slice(start, start + pieceBytes).arrayBuffer()));
    return bytesToHex(hash.digest());
  }
  let buffer = spareBuffers.pop() ?? new ArrayBuffer(HASH_PIECE_BYTES);
  try {
    for (;;) {
      const { value, done } = await reader.read(new Uint8Array(buffer));
      // each read hands the buffer back in `value` (a read transfers it)
      if (value) buffer = value.buffer;
      if (done) break;
      hash.update(value);
    }
  } finally {
    // a buffer lost to a failed read is detached (empty): a new one is made next time
    if (buffer.byteLength > 0) spareBuffers.push(buffer);
  }
  return bytesToHex(hash.digest());
}

/** The hashing worker's messages (offline/hashWorker.ts). */
export interface HashRequest {
  id: number;
  blob: Blob;
}
export type HashReply = { id: number; sha256: string } | { id: number; error: string };
