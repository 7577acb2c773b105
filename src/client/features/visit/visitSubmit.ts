import { getOfflineDb, recordOnDevice, visitHead } from '../../../offline';
import { pageVisitClock } from '../../syncRuntime/pageVisitClock';
import { recordPresence } from './visitPresence';

/** How long a Submit tap waits for a position at most: evidence, never a gate (decision 0045). */
const SUBMIT_FIX_TIMEOUT_MS = 4000;

/**
 * What a Submit tap records before the report's changes are sent: where the device is (if the
 * auditor shares it), the timer, and the tap itself. Sent with the rest, so the head Submit then
 * names is the last entry the server holds.
 */
export async function recordSubmitTap(auditStoreId: number, timerSeconds: number): Promise<void> {
  const db = getOfflineDb();
  const entry = { auditStoreId, ref: null };
  try {
    await recordPresence(auditStoreId, 'submit', SUBMIT_FIX_TIMEOUT_MS);
    await recordOnDevice(db, { ...entry, kind: 'timer', value: timerSeconds }, pageVisitClock, Date.now());
    await recordOnDevice(db, { ...entry, kind: 'submit', value: null }, pageVisitClock, Date.now());
  } catch {
    // evidence, never a gate: the Submit goes on, and the seal says what the record lacks
  }
}

/** The hash of the report's last entry on this device: what Submit sends for the server to compare. */
export async function visitHeadHash(auditStoreId: number): Promise<string | null> {
  return (await visitHead(getOfflineDb(), auditStoreId))?.hash ?? null;
}
