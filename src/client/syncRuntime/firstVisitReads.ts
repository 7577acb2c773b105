import { REPORT_READ_PATHS } from '../../contract/endpoints/reportReads';
import { REPORT_SCREEN_PATH, screenParams } from '../../contract/screenPaths';
import { begin } from '../api/http';
import { hasLocalData } from './startSync';

/**
 * A report opened on a device that holds no offline data yet (the link an auditor taps on the
 * store's weak signal) begins its four reads at start-up, beside the config call, instead of after
 * its screen's code and the offline database have loaded: the page can draw from them while the
 * database is still being made (decision 0060).
 *
 * Why the merge stays safe: `refreshReport` keeps a device value whose call was queued when its
 * reads began. With no offline database at all when they began, nothing was queued then; any
 * value written since carries a later `updatedAt` than `startedAt`, taken before the database
 * was looked for, and is kept by that rule (offline/reportCopies.ts).
 */

export interface BegunReportReads {
  auditStoreId: number;
  /** taken before the offline database was looked for */
  startedAt: number;
  /** the requests by path (REPORT_READ_PATHS), their answers not yet read */
  responses: ReadonlyMap<string, Promise<Response>>;
}

let begun: Promise<BegunReportReads | undefined> = Promise.resolve(undefined);
let taken: BegunReportReads | undefined;

/** At start-up: begins the report's reads when `pathname` is a report and the device holds no data. */
export function beginFirstVisitReads(pathname: string, now = Date.now): void {
  const auditStoreId = Number(screenParams(REPORT_SCREEN_PATH, pathname)?.auditStoreId);
  if (!Number.isSafeInteger(auditStoreId) || auditStoreId <= 0) return;
  const startedAt = now();
  begun = hasLocalData().then((held) => {
    if (held) return undefined;
    const responses = new Map<string, Promise<Response>>();
    for (const pathOf of Object.values(REPORT_READ_PATHS)) {
      const response = begin(pathOf(auditStoreId));
      // a failure is read by whoever takes the request; none is left unhandled meanwhile
      response.catch(() => undefined);
      responses.set(pathOf(auditStoreId), response);
    }
    return { auditStoreId, startedAt, responses };
  });
}

/** The reads begun for this report, once: the first refresh of its screen takes them. */
export async function takeFirstVisitReads(auditStoreId: number): Promise<BegunReportReads | undefined> {
  const reads = await begun;
  if (reads?.auditStoreId !== auditStoreId || taken === reads) return undefined;
  taken = reads;
  return reads;
}
