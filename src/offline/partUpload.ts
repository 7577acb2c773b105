import { partSendAnswerOf, partsStateAnswerOf } from '../contract/uploadAnswers';
import { MAX_PART_BYTES, partRange } from '../contract/uploadPartRules';
import type { PartLandedBody, PartSendBody, PartsOpenBody } from '../contract/uploadParts';
import { sha256Hex } from './blobHash';
import type { PartPutter } from './formPost';
import type { CallResponse } from './responseBody';

/**
 * A file sent to the store in parts (decision 0071). The store is asked which parts it holds, so
 * an upload cut off anywhere (lost signal, reload, closed app, another context) goes on from
 * there; then each missing part is read from the Blob, hashed and sent on its own. Only one part
 * is ever in memory: the Blob is sliced, never read whole (a picked video is a file on disk).
 */

export interface PartCalls {
  /** POST auditor/attachment/{id}/parts */
  openParts(attachmentId: string, body: PartsOpenBody): Promise<CallResponse>;
  /** POST auditor/attachment/{id}/parts/{part} */
  sendPart(attachmentId: string, partNumber: number, body: PartSendBody): Promise<CallResponse>;
  /** POST auditor/attachment/{id}/parts/{part}/landed, where the store cannot list its parts */
  partLanded(attachmentId: string, partNumber: number, body: PartLandedBody): Promise<CallResponse>;
}

/** Bytes the store holds of the file, counting the part on its way. */
export type BytesProgress = (bytesHeld: number) => void;

export interface PartUploadOptions {
  file: Blob;
  attachmentId: string;
  calls: PartCalls;
  putPart: PartPutter;
  partSize: number;
  /** bytes sent, counting the part on its way */
  onBytes: BytesProgress;
  /** bytes the store holds for sure: what it listed, then after each part */
  onStored?: BytesProgress;
  /** awaited before each part: the outbox's calls go first (proofQueue.ts) */
  betweenParts?: () => Promise<void>;
  signal?: AbortSignal;
}

/** Why the parts did not all reach the store: `status` when a refusal came back, none for no answer. */
export interface PartFailure {
  status?: number;
  body?: unknown;
}

const isOk = (status: number) => status >= 200 && status < 300;

/** Resolves with null when every part is at the store, or with what stopped it. */
export async function uploadParts(options: PartUploadOptions): Promise<PartFailure | null> {
  const { file, attachmentId, calls, putPart, onBytes, signal } = options;
  let opened: CallResponse;
  try {
    opened = await calls.openParts(attachmentId, { part_size: options.partSize });
  } catch {
    return {};
  }
  const state = partsStateAnswerOf(opened.body);
  if (!isOk(opened.status) || !state) return { status: opened.status, body: opened.body };
  const held = new Set(state.parts.map((part) => part.part_number));
  let bytesHeld = state.parts.reduce((sum, part) => sum + part.size, 0);
  onBytes(bytesHeld);
  options.onStored?.(bytesHeld);
  for (let number = 1; number <= state.part_count; number++) {
    if (held.has(number)) continue;
    await options.betweenParts?.();
    if (signal?.aborted) return {};
    const { start, size } = partRange(file.size, state.part_size, number);
    const part = file.slice(start, start + size);
    try {
      const signed = await calls.sendPart(attachmentId, number, { size, sha256: await sha256Hex(part) });
      const address = partSendAnswerOf(signed.body);
      if (!isOk(signed.status) || !address) return { status: signed.status, body: signed.body };
      const sentAt = Date.now();
      const { status, etag } = await putPart({
        url: address.url,
        headers: address.headers,
        body: part,
        onProgress: (fraction) => onBytes(bytesHeld + Math.round(fraction * size)),
        ...(signal ? { signal } : {}),
      });
      if (!isOk(status)) return { status };
      recordPartRate(size, Date.now() - sentAt);
      if (state.confirm_parts) {
        // the store's word, passed on: without it the part counts as missing and goes again
        const told = await calls.partLanded(attachmentId, number, { etag: etag ?? '' });
        if (!isOk(told.status)) return { status: told.status, body: told.body };
      }
    } catch {
      return {};
    }
    bytesHeld += size;
    onBytes(bytesHeld);
    options.onStored?.(bytesHeld);
  }
  return null;
}

/** A part should take about this long on the link: a cut then costs a few seconds of sending. */
const PART_SECONDS = 8;
/** bytes per second of this context's last part sent; none before the first */
let measuredRate: number | undefined;

/**
 * The part size to ask for on this link: the store's minimum until an upload was measured, then
 * what the link sends in PART_SECONDS (decision 0071: 1 MiB parts on a poor link send 1.05 times
 * the file, 5 MiB parts 1.31). A file no larger than one part goes in the one POST.
 */
export function partSizeForLink(storeMinimum: number): number {
  if (measuredRate === undefined) return storeMinimum;
  return Math.max(storeMinimum, Math.min(MAX_PART_BYTES, Math.round(measuredRate * PART_SECONDS)));
}

/** Records the rate of a part that reached the store: `bytes` in `milliseconds`. */
function recordPartRate(bytes: number, milliseconds: number): void {
  if (milliseconds > 0) measuredRate = (bytes * 1000) / milliseconds;
}
