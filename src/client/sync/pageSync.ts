import { http } from '../api/http';
import { getOfflineDb } from '../offline/db';
import { pendingCount } from '../offline/outbox';
import { queuePaymentConcern } from '../offline/paymentActions';
import { createReportActions, type ReportActions } from '../offline/reportActions';
import { readResponseBody } from '../offline/responseBody';
import { createSyncEngine, type SendRequest, type SyncEngine } from '../offline/syncEngine';

/**
 * The page's sync engine and report actions: one of each per tab. Calls go through the app's one
 * ky instance, so a 403 during sync shows the session-expired alert and leads to the login page
 * while the engine pauses with everything kept (DESIGN rule 3).
 */
const sendWithKy: SendRequest = async (request) => {
  const response = await http(request.path, {
    method: request.method,
    json: request.body,
    throwHttpErrors: false,
  });
  return { status: response.status, body: await readResponseBody(response) };
};

let engine: SyncEngine | undefined;
let actions: ReportActions | undefined;

export function pageSyncEngine(): SyncEngine {
  engine ??= createSyncEngine({ db: getOfflineDb(), send: sendWithKy });
  return engine;
}

export function reportActions(): ReportActions {
  actions ??= createReportActions(getOfflineDb(), (dueAt) => {
    // Surely offline: the engine drains on `online`. Draining now would only fail to send and
    // rewrite the entry, which re-runs every live query on the outbox after each save.
    if (navigator.onLine !== false) pageSyncEngine().drainAt(dueAt);
  });
  return actions;
}

/**
 * Submit's first step: every save this page issued has committed, and the report's queued calls
 * are sent now, typing pauses and backoffs included. Returns how many of the report's changes
 * are still in the outbox (not sendable now, or refused); the submit goes only when none is.
 */
export async function sendReportChanges(auditStoreId: number): Promise<number> {
  await reportActions().settled();
  await pageSyncEngine().flushReport(auditStoreId);
  return pendingCount(getOfflineDb(), auditStoreId);
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
  if (navigator.onLine !== false) pageSyncEngine().drainAt(Date.now());
}
