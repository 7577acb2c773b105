import hashWorkerUrl from 'virtual:hash-worker-url';
import { HASH_PIECE_BYTES, type HashReply, type HashRequest, sha256Hex } from '../../offline';

/**
 * A picked file's SHA-256 for its preparation (offline/proofPreparation.ts): a file of one piece is
 * digested here by WebCrypto, which already works off the thread; a larger one in the hashing
 * worker, a piece at a time, so neither the page's memory nor its thread carries it (decision
 * 0071). Where no worker starts, the page hashes it in pieces itself.
 */

let worker: Worker | null | undefined;
const waiting = new Map<number, { resolve: (sha256: string) => void; reject: (error: Error) => void }>();
let nextId = 1;

function hashingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(hashWorkerUrl, { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data: reply }: MessageEvent<HashReply>) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (call && 'sha256' in reply) call.resolve(reply.sha256);
    else call?.reject(new Error('error' in reply ? reply.error : 'no hash'));
  });
  worker?.addEventListener('error', () => {
    // the worker could not load or died: what it held is hashed here, and so is what comes next
    worker?.terminate();
    worker = null;
    for (const call of waiting.values()) call.reject(new Error('the hashing worker stopped'));
    waiting.clear();
  });
  return worker;
}

export async function sha256OfPicked(blob: Blob): Promise<string> {
  const hasher = blob.size > HASH_PIECE_BYTES ? hashingWorker() : null;
  if (!hasher) return sha256Hex(blob);
  const id = nextId++;
  const request: HashRequest = { id, blob };
  try {
    return await new Promise<string>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      hasher.postMessage(request);
    });
  } catch {
    return sha256Hex(blob);
  }
}
