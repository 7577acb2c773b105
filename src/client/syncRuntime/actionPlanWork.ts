import {
  discard,
  getOfflineDb,
  PROOF_VIEW_INTERVAL_MS,
  type QueuedActionWork,
  queueActionAnswer,
  queueActionPlanReady,
  queuedActionWork,
  watchTables,
} from '../../offline';
import { pageSyncEngine } from './pageSync';
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

/** A refused call dropped from the device: the server's copy shows again. */
export const dropActionCall = (seq: number) => discard(getOfflineDb(), seq);

/** The plan's work still on this device, as it changes (a save, a send, a refusal). */
export function watchActionWork(planId: number, onChange: (work: QueuedActionWork) => void): () => void {
  const db = getOfflineDb();
  return watchTables({
    dbName: db.name,
    tables: ['outbox'],
    read: () => queuedActionWork(db, planId),
    onValue: onChange,
    minIntervalMs: PROOF_VIEW_INTERVAL_MS,
  });
}
