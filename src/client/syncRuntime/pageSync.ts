import reportWriterWorkerUrl from 'virtual:report-writer-worker-url';
import { REPORT_BATCH_MAX } from '../../contract/reportCallRoutes';
import {
  broadcastOutboxBell,
  createRemoteReportActions,
  createReportActions,
  createSyncEngine,
  getOfflineDb,
  LOCAL_COMMIT_MARK,
  pendingCount,
  queuedVisitEntries,
  queuePaymentConcern,
  type ReportActions,
  readResponseBody,
  type SendRequest,
  type SyncEngine,
  stampOf,
} from '../../offline';
import { http } from '../api/http';
import { pageVisitClock } from './pageVisitClock';

/**
 * The page's sync engine and report actions: one of each per tab. Calls go through the app's one
 * HTTP client (api/http.ts), so a 403 during sync shows the session-expired alert and leads to the login page
 * while the engine pauses with everything kept (docs/rules.md#offline rule 3).
 */
const sendThroughHttp: SendRequest = async (request) => {
  const response = await http(request.path, {
    method: request.method,
    json: request.body,
    throwHttpErrors: false,
  });
  return { status: response.status, body: await readResponseBody(response) };
};

/** Rung by every commit that queues a call, in this tab, its writer worker or another tab. */
const outboxBell = broadcastOutboxBell();
let engine: SyncEngine | undefined;
let actions: ReportActions | undefined;

export function pageSyncEngine(): SyncEngine {
  engine ??= createSyncEngine({
    db: getOfflineDb(),
    send: sendThroughHttp,
    batchSize: REPORT_BATCH_MAX,
    bell: outboxBell,
  });
  return engine;
}

/** The report's saves; the first call starts the worker they run in (the report page warms it). */
export function reportActions(): ReportActions {
  actions ??= startReportActions();
  return actions;
}

function startReportActions(): ReportActions {
  const onThisPage = () => createReportActions(getOfflineDb(), outboxBell.ring, undefined, pageVisitClock);
  // Saves run in a worker, so a tap's transaction is not held behind the next frame (decision 0026).
  if (typeof Worker === 'undefined') return onThisPage();
  let worker: Worker;
  try {
    // built as a chunk of the page's graph, sharing its Dexie (scripts/workerSharingChunks.ts)
    worker = new Worker(reportWriterWorkerUrl, { type: 'module' });
  } catch {
    return onThisPage();
  }
  const remote = createRemoteReportActions({
    port: worker,
    fallback: onThisPage,
    // each change is stamped with the page's clocks at the tap (decision 0045)
    stamp: () => stampOf(pageVisitClock),
    // bench/answerSaveLatency.ts reads this mark on the page, at the time the worker committed.
    onCommitted: (committedAt) =>
      performance.mark(LOCAL_COMMIT_MARK, { startTime: committedAt - performance.timeOrigin }),
  });
  worker.addEventListener('error', () => {
    remote.failOver();
    worker.terminate();
  });
  return remote;
}

/**
 * Submit's first step: every save this page issued has committed, and the report's queued calls
 * are sent now, typing pauses and backoffs included. Returns how many of the report's changes
 * are still in the outbox (not sendable now, or refused); the submit goes only when none is.
 */
export async function sendReportChanges(auditStoreId: number): Promise<number> {
  await reportActions().settled();
  await pageSyncEngine().flushReport(auditStoreId);
  const db = getOfflineDb();
  // the visit record is evidence, never what holds a Submit back (decision 0045)
  return (await pendingCount(db, auditStoreId)) - (await queuedVisitEntries(db, auditStoreId));
}

/**
 * A payment concern: queued on the device (it is kept from here on), then sent at once unless the
 * device is surely offline, in which case the engine sends it when the connection returns.
 */
export async function sendPaymentConcern(
  paymentId: number,
  message: string,
  clientKey: string,
): Promise<void> {
  await queuePaymentConcern(getOfflineDb(), { paymentId, message, clientKey });
  // This page's own engine, not the bell: the bell wakes started engines, and a page on a device
  // that held no data at start-up started none (startSync.ts). A drain needs no start.
  if (navigator.onLine !== false) void pageSyncEngine().drain();
}
