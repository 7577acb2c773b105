import type { Table } from 'dexie';
import type { OutboxError, UploadState } from './db';

export type { UploadState };

/*
 * The stages of a file waiting on the device for the proof queue (offline/proofQueue.ts), whichever
 * table keeps it: a report's proofs (`proofs`) and the account's ID proofs (`idProofs`, decision
 * 0073) move through them alike, each change one Dexie transaction. queued: waiting for its turn
 * or its backoff; uploading: a context holding the `proof-upload` lock sends it (`uploadingSince`:
 * a crashed context leaves it behind and the queue recovers it); attention: refused by the
 * server, waits for the auditor. `fileStored`: the store answered 201, only `complete` is left;
 * `bytesSafe`: what the store holds of a file sent in parts (decision 0071).
 */

export type UploadTable<R extends UploadState> = Table<R, string>;

/** Queued uploads whose time has come, oldest first. */
export async function dueUploads<R extends UploadState>(table: UploadTable<R>, now: number): Promise<R[]> {
  const waiting = await table.where('stage').equals('queued').toArray();
  return waiting.filter((upload) => upload.nextAttemptAt <= now).sort((a, b) => a.createdAt - b.createdAt);
}

/** The earliest time a waiting upload is due; undefined when none waits. */
export async function nextUploadDueAt<R extends UploadState>(
  table: UploadTable<R>,
): Promise<number | undefined> {
  const waiting = await table.where('stage').equals('queued').toArray();
  return waiting.length === 0 ? undefined : Math.min(...waiting.map((upload) => upload.nextAttemptAt));
}

/** Takes a due upload for sending; undefined when it is no longer due (discarded, or taken). */
export async function claimUpload<R extends UploadState>(
  table: UploadTable<R>,
  id: string,
  now: number,
): Promise<R | undefined> {
  return table.db.transaction('rw', table, async () => {
    const upload = await table.get(id);
    if (upload?.stage !== 'queued' || upload.nextAttemptAt > now) return;
    await table.put({ ...upload, stage: 'uploading', uploadingSince: now });
    return upload;
  });
}

/** Changes an upload in place, whatever its stage; nothing when it is gone. */
function patchUpload<R extends UploadState>(table: UploadTable<R>, id: string, patch: (upload: R) => void) {
  return table.where(':id').equals(id).modify(patch);
}

/** The store answered 201: if this attempt ends early, only `complete` is left. */
export async function markUploadStored<R extends UploadState>(
  table: UploadTable<R>,
  id: string,
): Promise<void> {
  await patchUpload(table, id, (upload) => {
    upload.fileStored = true;
  });
}

/** What the store holds of a file sent in parts, for its progress: written as parts land. */
export async function markUploadBytesSafe<R extends UploadState>(
  table: UploadTable<R>,
  id: string,
  bytes: number,
): Promise<void> {
  await patchUpload(table, id, (upload) => {
    upload.bytesSafe = bytes;
  });
}

/** A failure worth trying again later (network, 5xx, 403 after login): back to waiting. */
export async function deferUpload<R extends UploadState>(
  table: UploadTable<R>,
  id: string,
  at: number,
  error: OutboxError,
  /** `afresh`: the attempt moved the file on (parts reached the store), so backoff starts again */
  countsAsAttempt: boolean | 'afresh' = true,
): Promise<void> {
  await table.db.transaction('rw', table, async () => {
    const upload = await table.get(id);
    if (upload?.stage !== 'uploading') return;
    await table.put({
      ...upload,
      stage: 'queued',
      attempts: countsAsAttempt === 'afresh' ? 1 : upload.attempts + (countsAsAttempt ? 1 : 0),
      nextAttemptAt: at,
      lastError: error,
      uploadingSince: undefined,
    });
  });
}

/** The server refused it (4xx): it waits for the auditor, with the server's reason. */
export async function refuseUpload<R extends UploadState>(
  table: UploadTable<R>,
  id: string,
  error: OutboxError,
): Promise<void> {
  await patchUpload(table, id, (upload) => {
    upload.stage = 'attention';
    upload.lastError = error;
    upload.uploadingSince = undefined;
  });
}

/**
 * Uploads left `uploading` by a context that is gone (a crash or a reload mid-upload). Called by
 * whoever holds the upload lock: with a lock that spans contexts nobody else can be uploading.
 */
export async function recoverStaleUploadsOf<R extends UploadState>(
  table: UploadTable<R>,
  olderThan: number,
): Promise<void> {
  await table
    .where('stage')
    .equals('uploading')
    .filter((upload) => (upload.uploadingSince ?? 0) <= olderThan)
    .modify((upload) => {
      upload.stage = 'queued';
      upload.uploadingSince = undefined;
    });
}

/** Back online, Submit: every waiting upload is due now. */
export async function makeUploadsDue<R extends UploadState>(
  table: UploadTable<R>,
  at: number,
): Promise<void> {
  await table
    .where('stage')
    .equals('queued')
    .modify((upload) => {
      if (upload.nextAttemptAt > at) upload.nextAttemptAt = at;
    });
}

/** Retry from the attention list: due now, attempts from zero. */
export async function retryUpload<R extends UploadState>(
  table: UploadTable<R>,
  id: string,
  now: number,
): Promise<void> {
  await table
    .where(':id')
    .equals(id)
    .filter((upload) => upload.stage === 'attention')
    .modify((upload) => {
      upload.stage = 'queued';
      upload.attempts = 0;
      upload.nextAttemptAt = now;
      // A refused `complete` may mean the store lost the file: the retry sends the bytes again
      // (the store answers a file it holds as stored, decision 0011).
      upload.fileStored = undefined;
    });
}

/** Uploads in the given stages, one count per stage through the stage index. */
export async function countInStages<R extends UploadState>(
  table: UploadTable<R>,
  stages: readonly string[],
): Promise<number> {
  const counts = await table.db.transaction('r', table, () =>
    Promise.all(stages.map((stage) => table.where('stage').equals(stage).count())),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
