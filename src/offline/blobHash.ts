import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The SHA-256 of a Blob without reading it whole into memory (decision 0071): a file of up to one
 * piece is digested at once by WebCrypto (off the thread, and fastest); a larger one is read a
 * piece at a time into noble's incremental hash, so a 200 MB video costs one piece of memory, not
 * 200 MB. That pass runs on the calling thread: the page hands large files to its hashing worker
 * (offline/hashWorker.ts) so that typing never waits behind it.
 */

/** A piece read at a time: large enough that the reads cost little, small enough for any phone. */
export const HASH_PIECE_BYTES = 4 * 1024 * 1024;

const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(blob: Blob, pieceBytes = HASH_PIECE_BYTES): Promise<string> {
  if (blob.size <= pieceBytes)
    return hex(await crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer())));
  const hash = sha256.create();
  for (let start = 0; start < blob.size; start += pieceBytes)
    hash.update(new Uint8Array(await blob.slice(start, start + pieceBytes).arrayBuffer()));
  return bytesToHex(hash.digest());
}

/** The hashing worker's messages (offline/hashWorker.ts). */
export interface HashRequest {
  id: number;
  blob: Blob;
}
export type HashReply = { id: number; sha256: string } | { id: number; error: string };
