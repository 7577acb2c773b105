import proofUploadWorkerUrl from 'virtual:proof-upload-worker-url';
import { create } from 'zustand';
import {
  createProofQueue,
  createRemoteProofQueue,
  createXhrFormPoster,
  createXhrPartPutter,
  getOfflineDb,
  type ProofQueue,
  prepareActionProofs,
  prepareWaitingProofs,
} from '../../offline';
import { sessionEnded } from '../api/http';
import { pageProofTransport } from '../api/proofTransport';
import { compressProof, photoTakenAt } from './compressProof';
import { pageSyncEngine } from './pageSync';
import { pageVisitClock } from './pageVisitClock';
import { sha256OfPicked } from './workerHash';

/**
 * The page's proof upload queue: one per tab, sending through the app's HTTP client (so a 403
 * shows the session-expired alert and leads to login, as for the outbox) and posting files with
 * XHR for the tiles' progress bars. Progress lives in memory only: it is true of this tab's upload.
 */

export const useUploadProgress = create<{
  progress: ReadonlyMap<string, number>;
  /** the share of the file sent per second in this run, for the time left (features/proofs/uploadPace.ts) */
  pace: ReadonlyMap<string, number>;
}>()(() => ({ progress: new Map(), pace: new Map() }));

/**
 * Where each file's progress was when its current run of sending began: the rate is the share sent
 * since then over the time since then. Over seconds, not between two reports: a part is handed to
 * the socket at once and its report jumps, then nothing comes until the store answers.
 */
const runStart = new Map<string, { fraction: number; at: number; last: number }>();
/** a rate from less than this is a guess */
const PACE_MIN_SECONDS = 3;

function setProgress(id: string, fraction: number): void {
  const at = Date.now();
  let start = runStart.get(id);
  // a step back (a part sent again after a cut): the run begins again from here
  if (!start || fraction < start.last) start = { fraction, at, last: fraction };
  start.last = fraction;
  runStart.set(id, start);
  const seconds = (at - start.at) / 1000;
  const rate =
    seconds >= PACE_MIN_SECONDS && fraction > start.fraction
      ? (fraction - start.fraction) / seconds
      : undefined;
  useUploadProgress.setState(({ progress, pace }) => {
    const paces = new Map(pace);
    if (rate === undefined) paces.delete(id);
    else paces.set(id, rate);
    return { progress: new Map(progress).set(id, fraction), pace: paces };
  });
}

let queue: ProofQueue | undefined;

const drainOutbox = () => void pageSyncEngine().drain();

/** The queue on this page, for when no worker can run it. */
function queueOnThisPage(): ProofQueue {
  return createProofQueue({
    db: getOfflineDb(),
    transport: pageProofTransport,
    postForm: createXhrFormPoster(),
    putPart: createXhrPartPutter(),
    onProgress: setProgress,
    onOutboxQueued: drainOutbox,
    // as for the outbox: surely offline, a try would only fail and back off
    online: () => navigator.onLine !== false,
  });
}

/**
 * The tab's upload queue. It runs in a worker (decision 0058), where its steps do not wait behind
 * the page's rendering; the page shows its progress and, on a 403, the session-expired alert its
 * own calls would show.
 */
export function pageProofQueue(): ProofQueue {
  queue ??= startProofQueue();
  return queue;
}

function startProofQueue(): ProofQueue {
  if (typeof Worker === 'undefined') return queueOnThisPage();
  let worker: Worker;
  try {
    // built as a chunk of the page's graph, sharing its Dexie (scripts/workerSharingChunks.ts)
    worker = new Worker(proofUploadWorkerUrl, { type: 'module' });
  } catch {
    return queueOnThisPage();
  }
  const remote = createRemoteProofQueue({
    port: worker,
    fallback: queueOnThisPage,
    onProgress: setProgress,
    onOutboxQueued: drainOutbox,
    onAuthRequired: sessionEnded,
  });
  worker.addEventListener('error', () => {
    remote.failOver();
    worker.terminate();
  });
  return remote;
}

let preparing: Promise<void> | undefined;

/**
 * Prepares every picked file still waiting for it (compression, hash), then starts the uploads.
 * Runs after a pick and at start-up, for files whose preparation a closed app cut short. One run
 * at a time: a pick during a run is taken up by it, or by the run chained after it.
 */
export function prepareAndUpload(): Promise<void> {
  const run = (preparing ?? Promise.resolve()).then(async () => {
    await prepareWaitingProofs(getOfflineDb(), {
      compress: compressProof,
      takenAt: photoTakenAt,
      visitClock: pageVisitClock,
      hash: sha256OfPicked,
    });
    // a store's photos of a fix (decision 0086): no visit clock, the same compression and hash
    await prepareActionProofs(
      getOfflineDb(),
      { compress: compressProof, takenAt: photoTakenAt, hash: sha256OfPicked },
      Date.now,
    );
    // each prepared proof queued its hash's entry in the visit record (decision 0045)
    void pageSyncEngine().drain();
    await pageProofQueue().drain();
  });
  preparing = run.catch(() => undefined);
  return run;
}
