import {
  addActionProofs,
  discard,
  discardActionProof,
  getOfflineDb,
  PROOF_VIEW_INTERVAL_MS,
  type QueuedActionWork,
  queueActionAnswer,
  queueActionPlanReady,
  queuedActionWork,
  retryActionProof,
  watchTables,
} from '../../offline';
import { pageSyncEngine } from './pageSync';
import { pageProofQueue, prepareAndUpload } from './proofUploads';
import { startPageSync } from './syncRuntime';

/**
 * The action plan page's door to the outbox (decision 0085): what a store manager writes is kept on
 * the device before the page says so, and sent now when there is signal, else when it returns.
 * The engine starts first, so this account owns the device's data before anything is written
 * (syncRuntime.ts `ensureDataOwner`).
 */

async function queued(write: () => Promise<unknown>): Promise<void> {
  await startPageSync().catch(() => undefined);
  await write();
  // the page's own engine: a device that held no data at start-up started none (pageSync.ts)
  if (navigator.onLine !== false) void pageSyncEngine().drain();
}

export const saveActionAnswer = (planId: number, itemId: number, doneText: string) =>
  queued(() => queueActionAnswer(getOfflineDb(), { planId, itemId, doneText }));

export const sendActionPlanForReview = (planId: number) =>
  queued(() => queueActionPlanReady(getOfflineDb(), planId));

/**
 * Photos of one item's fix, kept on the device as picked (so nothing is lost to a reload while
 * they are compressed), then prepared and sent by the proof queue (decision 0086).
 */
export async function keepActionPhotos(planId: number, itemId: number, files: readonly File[]) {
  await startPageSync().catch(() => undefined);
  const picked = files.map((file) => ({
    id: crypto.randomUUID(),
    planId,
    itemId,
    file,
    fileName: file.name || 'photo.jpg',
    fileType: file.type,
  }));
  await addActionProofs(getOfflineDb(), picked, Date.now());
  setTimeout(() => void prepareAndUpload(), 0);
}

/** A refused photo: sent again now, or removed from the device. */
export async function retryActionPhoto(id: string): Promise<void> {
  await retryActionProof(getOfflineDb(), id, Date.now());
  void pageProofQueue().drain();
}
export const removeActionPhoto = (id: string): Promise<boolean> => discardActionProof(getOfflineDb(), id);

/** A refused call dropped from the device: the server's copy shows again. */
export const dropActionCall = (seq: number) => discard(getOfflineDb(), seq);

/** The plan's work still on this device, as it changes (a save, a send, a refusal). */
export function watchActionWork(planId: number, onChange: (work: QueuedActionWork) => void): () => void {
  const db = getOfflineDb();
  return watchTables({
    dbName: db.name,
    tables: ['outbox', 'actionProofs'],
    read: () => queuedActionWork(db, planId),
    onValue: onChange,
    minIntervalMs: PROOF_VIEW_INTERVAL_MS,
  });
}
