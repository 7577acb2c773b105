import { MESSAGES, secondsToHms } from '../../contract';
import { getOfflineDb, type OfflineDb } from '../../offline';
import { call } from '../api/call';
import { showToast } from '../pageState/toastStore';

/**
 * Logout check (docs/rules.md#offline rule 7): the report timers of this device are sent first, as
 * `{audit_store_id, report_submission_time}`. If that fails the user stays logged in and is told
 * 'Logout failed. Try again.', so no time spent on a report is lost with the local data.
 */
export async function sendTimersBeforeLogout(db: OfflineDb = getOfflineDb()): Promise<boolean> {
  const timers = await db.timers.toArray();
  if (timers.length === 0) return true;
  const payload = timers.map((timer) => ({
    audit_store_id: timer.auditStoreId,
    report_submission_time: secondsToHms(timer.seconds),
  }));
  try {
    // a call made online at logout, loaded with its schema then: the sync runtime, which every
    // signed-in page with data starts, reads without zod (decision 0051)
    const { submissionTimes } = await import('../../contract/endpoints/auditStores');
    await call(submissionTimes, { body: payload });
    return true;
  } catch {
    showToast(MESSAGES.logoutFailed, { tone: 'error' });
    return false;
  }
}
