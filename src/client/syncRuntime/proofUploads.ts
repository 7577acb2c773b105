import { create } from 'zustand';
import {
  createProofQueue,
  createXhrFormPoster,
  getOfflineDb,
  type ProofQueue,
  prepareWaitingProofs,
} from '../../offline';
import { pageProofTransport } from '../api/proofTransport';
import { compressProof, photoTakenAt } from './compressProof';
import { pageSyncEngine } from './pageSync';
import { pageVisitClock } from './pageVisitClock';

/**
 * The page's proof upload queue: one per tab, sending through the app's HTTP client (so a 403
 * shows the session-expired alert and leads to login, as for the outbox) and posting files with
 * XHR for the tiles' progress bars. Progress lives in memory only: it is true of this tab's upload.
 */

export const useUploadProgress = create<{ progress: ReadonlyMap<string, number> }>()(() => ({
  progress: new Map(),
}));

function setProgress(id: string, fraction: number): void {
  useUploadProgress.setState(({ progress }) => ({ progress: new Map(progress).set(id, fraction) }));
}

let queue: ProofQueue | undefined;

export function pageProofQueue(): ProofQueue {
  queue ??= createProofQueue({
    db: getOfflineDb(),
    transport: pageProofTransport,
    postForm: createXhrFormPoster(),
    onProgress: setProgress,
    onOutboxQueued: () => void pageSyncEngine().drain(),
    // as for the outbox: surely offline, a try would only fail and back off
    online: () => navigator.onLine !== false,
  });
  return queue;
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
    });
    // each prepared proof queued its hash's entry in the visit record (decision 0045)
    void pageSyncEngine().drain();
    await pageProofQueue().drain();
  });
  preparing = run.catch(() => undefined);
  return run;
}
