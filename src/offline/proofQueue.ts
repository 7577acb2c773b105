import { firstErrorMessage } from '../contract/errors';
import type { OfflineDb } from './db';
import type { FormPoster, PartPutter } from './formPost';
import { defaultLocks, type LockProvider } from './locks';
import { outboxFirst } from './outboxFirst';
import { proofBytes } from './proofRecords';
import {
  ACTION_PROOFS,
  ID_PROOFS,
  nextFileDueAt,
  type ProofShelf,
  type ProofTransport,
  REPORT_PROOFS,
} from './proofShelves';
import { createSingleFlight } from './singleFlight';
import { BACKOFF_MAX_MS, backoffDelay, classifyStatus, transientErrorMessage } from './syncPolicy';
import { type ConnectionEstimate, currentConnection, uploadsInFlight } from './uploadLanes';
import { type UploadUpdate, uploadFile } from './uploadPipeline';
import {
  claimUpload,
  deferUpload,
  dueUploads,
  makeUploadsDue,
  markUploadBytesSafe,
  markUploadStored,
  recoverStaleUploadsOf,
  refuseUpload,
  type UploadState,
  type UploadTable,
} from './uploadStages';

export type { ProofTransport } from './proofShelves';
export type { ConnectionEstimate } from './uploadLanes';

/**
 * Uploads the proofs waiting on the device (docs/rules.md#offline rules 4 to 6): in pick order, a
 * few files at once (`uploadsInFlight`), in one context at a time (Web Lock `proof-upload`): the
 * page's upload worker, the page, or the service worker. Every attempt starts afresh with the
 * file's own attachment id, so the server answers the same attachment with a fresh policy; a file
 * the store already holds goes straight to `complete`. 403 on an API call pauses until the next login; network errors and 5xx back off; any
 * other refusal moves the file to the attention list with the server's reason.
 */

export interface ProofQueueOptions {
  db: OfflineDb;
  transport: ProofTransport;
  /** the multipart POST to the store: XHR with progress in a page, fetch in the worker */
  postForm: FormPoster;
  /** a part's PUT, for a large file sent in parts: XHR in a page or worker, fetch in the service worker */
  putPart?: PartPutter;
  now?: () => number;
  lock?: LockProvider;
  random?: () => number;
  /** share of a file the store has received, for the tile's progress bar */
  onProgress?: (id: string, fraction: number) => void;
  /** called once when a 403 paused the queue */
  onAuthRequired?: () => void;
  /** a call was queued in the outbox (a tag changed while its file uploaded): send it */
  onOutboxQueued?: () => void;
  /** an upload `uploading` for longer than this was left by a crashed context */
  uploadingTimeoutMs?: number;
  /** the connection's estimate, for the files in flight (`uploadsInFlight`); the context's own by default */
  connection?: () => ConnectionEstimate | undefined;
  /**
   * False while the device is surely offline: nothing is tried then, so no file waits out a
   * backoff earned without a network; the page makes everything due again on `online`.
   */
  online?: () => boolean;
}

export interface ProofQueue {
  /** uploads every due proof; resolves when this context has nothing more to upload now */
  drain(): Promise<void>;
  idle(): Promise<void>;
  /** makes every waiting proof due now (back online, Submit) and drains */
  retryNow(): Promise<void>;
  /** clears a 403 pause (after login) and drains */
  resume(): Promise<void>;
  isPaused(): boolean;
  /** keeps a timer for the next backoff's end; `stop` clears it */
  start(): void;
  stop(): void;
}

export const PROOF_UPLOAD_LOCK_NAME = 'proof-upload';
const DEFAULT_UPLOADING_TIMEOUT_MS = 10 * 60_000;

/** What the store holds of a file is written down at most this often (the tile's "safe"). */
const SAFE_WRITE_EVERY_MS = 2_000;

/** One queued file of a shelf, as a pass sees it: claimed and sent by `send`. */
interface DueUpload {
  createdAt: number;
  /** claims the file and sends it; false when it was no longer due (taken, or discarded) */
  send(): Promise<boolean>;
}

/** A shelf's waiting files, as the queue's passes, timer and recovery use them. */
interface QueueShelf {
  due(at: number): Promise<DueUpload[]>;
  recoverStale(olderThan: number): Promise<void>;
  makeDue(at: number): Promise<void>;
}

export function createProofQueue(options: ProofQueueOptions): ProofQueue {
  const { db, transport, postForm } = options;
  const now = options.now ?? Date.now;
  const locks = options.lock ?? defaultLocks();
  const random = options.random ?? Math.random;
  const uploadingTimeoutMs = options.uploadingTimeoutMs ?? DEFAULT_UPLOADING_TIMEOUT_MS;
  const connection = options.connection ?? currentConnection;
  let paused = false;
  let started = false;
  let awaitingRelease = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const partCalls = {
    ...(transport.openParts ? { openParts: transport.openParts } : {}),
    ...(transport.sendPart ? { sendPart: transport.sendPart } : {}),
    ...(transport.partLanded ? { partLanded: transport.partLanded } : {}),
  };

  /** What one failed attempt means for the file; `refusal`: the server's reason, when it gave one. */
  async function recordFailure<R extends UploadState>(
    table: UploadTable<R>,
    upload: R,
    failure: UploadUpdate,
    refusal?: string,
    progressed = false,
  ): Promise<void> {
    const error = { message: refusal ?? failure.error ?? transientErrorMessage(failure.status) };
    if (failure.status === undefined) {
      // a lost signal that cut an upload in parts after some of them landed: try again soon
      const attempts = progressed ? 1 : upload.attempts + 1;
      const at = now() + backoffDelay(attempts, random);
      await deferUpload(table, upload.id, at, error, progressed ? 'afresh' : true);
      return;
    }
    const outcome = classifyStatus(failure.status);
    // The store's 403 is its policy (expired, or spent), not the session: a fresh start mends it.
    if (outcome === 'retry' || (failure.failedStep === 'store' && failure.status === 403)) {
      const message = transientErrorMessage(failure.status);
      await deferUpload(table, upload.id, now() + backoffDelay(upload.attempts + 1, random), { message });
    } else if (outcome === 'auth') {
      // both uploads in flight may meet the ended session: the auditor is told once
      const first = !paused;
      paused = true;
      await deferUpload(table, upload.id, now(), { status: failure.status, message: error.message }, false);
      if (first) options.onAuthRequired?.();
    } else {
      await refuseUpload(table, upload.id, { status: failure.status, ...error });
    }
  }

  async function uploadOne<R extends UploadState>(shelf: ProofShelf<R>, upload: R): Promise<void> {
    const table = shelf.table(db);
    const blob = await proofBytes(db, upload.id);
    const start = shelf.start(upload, transport);
    if (!blob || !start) {
      await refuseUpload(table, upload.id, { message: 'The file is no longer on this device.' });
      return;
    }
    let completedBody: unknown;
    // parts that landed in this try: the store's count at its start, and whether it grew since
    let storedAtStart: number | undefined;
    let progressed = false;
    let safeWrittenAt = Number.NEGATIVE_INFINITY;
    const result = await uploadFile({
      file: blob,
      fileName: shelf.fileName(upload),
      attachmentId: upload.id,
      alreadyStored: upload.fileStored === true,
      postForm,
      ...(options.putPart && shelf.inParts ? { putPart: options.putPart } : {}),
      betweenParts: () => outboxFirst(db),
      calls: {
        start,
        ...(shelf.inParts ? partCalls : {}),
        complete: async (id) => {
          const response = await shelf.complete(transport)(id);
          completedBody = response.body;
          return response;
        },
      },
      onUpdate: (update) => {
        if (update.stage === 'stored') void markUploadStored(table, upload.id);
        else if (update.bytesStored !== undefined) {
          storedAtStart ??= update.bytesStored;
          if (update.bytesStored > storedAtStart) progressed = true;
          // each write re-renders the page's tiles: on a fast link, parts land many times a second
          if (now() - safeWrittenAt < SAFE_WRITE_EVERY_MS) return;
          safeWrittenAt = now();
          void markUploadBytesSafe(table, upload.id, update.bytesStored);
        } else if (update.stage === 'initialised') options.onProgress?.(upload.id, update.progress);
      },
    });
    if (result.stage !== 'completed')
      return recordFailure(table, upload, result, firstErrorMessage(completedBody), progressed);
    if (await shelf.finish(db, upload, completedBody, blob)) options.onOutboxQueued?.();
  }

  /** A shelf as the queue's passes see it: its due files, each claimed in a transaction. */
  function queueShelf<R extends UploadState>(shelf: ProofShelf<R>): QueueShelf {
    const table = shelf.table(db);
    return {
      due: async (at) =>
        (await dueUploads(table, at)).map((waiting) => ({
          createdAt: waiting.createdAt,
          send: async () => {
            const upload = await claimUpload(table, waiting.id, now());
            if (!upload) return false;
            await uploadOne(shelf, upload);
            return true;
          },
        })),
      recoverStale: (olderThan) => recoverStaleUploadsOf(table, olderThan),
      makeDue: (at) => makeUploadsDue(table, at),
    };
  }
  const shelves = [queueShelf(REPORT_PROOFS), queueShelf(ID_PROOFS), queueShelf(ACTION_PROOFS)];

  /**
   * One pass: every due file of every shelf, oldest first, `uploadsInFlight` at a time (each file
   * is claimed in a transaction, so no two uploads ever take the same one). Returns whether any
   * was attempted.
   */
  async function pass(): Promise<boolean> {
    const due = (await Promise.all(shelves.map((shelf) => shelf.due(now()))))
      .flat()
      .sort((a, b) => a.createdAt - b.createdAt);
    let attempted = false;
    const uploader = async () => {
      for (let candidate = due.shift(); candidate && !paused; candidate = due.shift())
        if (await candidate.send()) attempted = true;
    };
    await Promise.all(Array.from({ length: uploadsInFlight(connection()) }, uploader));
    return attempted && !paused;
  }

  const online = options.online ?? (() => true);
  /** Under the upload lock: uploads left by a dead context are taken back, then every due file goes. */
  async function drainHolding(): Promise<void> {
    // With a lock across contexts, an `uploading` proof found now was left by a context that is
    // gone; with a per-context lock, only one older than the timeout.
    const olderThan = locks.acrossContexts ? Number.POSITIVE_INFINITY : now() - uploadingTimeoutMs;
    for (const shelf of shelves) await shelf.recoverStale(olderThan);
    while (!paused && (await pass())) {
      // again, for files picked or made due meanwhile
    }
  }

  const drains = createSingleFlight(async () => {
    if (paused || !online()) return;
    await locks.request(PROOF_UPLOAD_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (lock) await drainHolding();
      else takeOverWhenReleased();
    });
    if (started) await schedule();
  });

  /**
   * Another context holds the uploads (the service worker's sync event, another tab). The files it
   * leaves waiting out a backoff are on no timer once its event ends, so a started queue waits for
   * the lock and drains while it holds it: a CI run of 2026-12-06 saw a video wait out Chromium's
   * five-minute sync retry with its page open. The drain runs in the granted lock, not after it,
   * so two waiting pages take it once each instead of passing it back and forth.
   */
  function takeOverWhenReleased(): void {
    if (!started || awaitingRelease) return;
    awaitingRelease = true;
    void locks
      .request(PROOF_UPLOAD_LOCK_NAME, {}, async () => {
        awaitingRelease = false;
        if (started && !paused && online()) await drainHolding();
      })
      .catch(() => {
        awaitingRelease = false;
      })
      .then(() => (started ? schedule() : undefined));
  }

  async function schedule(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const due = await nextFileDueAt(db);
    if (paused || due === undefined) return;
    timer = setTimeout(() => void drains.trigger(), Math.min(Math.max(0, due - now()), BACKOFF_MAX_MS));
  }

  async function retryNow(): Promise<void> {
    const at = now();
    for (const shelf of shelves) await shelf.makeDue(at);
    await drains.trigger();
  }

  return {
    drain: drains.trigger,
    idle: drains.idle,
    retryNow,
    resume: async () => {
      paused = false;
      await drains.trigger();
    },
    isPaused: () => paused,
    start: () => {
      started = true;
      void drains.trigger();
    },
    stop: () => {
      started = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
