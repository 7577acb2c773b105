import { auditStoreOfWire, AUDIT_STORE_READ_ROUTES as routes } from '../../contract/auditStoreReadRoutes';
import type { AuditStore } from '../../contract/report';
import { answersOfWire, reportSectionsOfWire, sectionsOfWire, storeOfWire } from '../../contract/reportWire';
import type { Fetched, ReportReads } from '../../offline';
import { callRoute, callRouteFetched } from './call';

/**
 * The audit list's and the report's reads, without zod (decision 0051): the list and keeping its
 * reports for the road load no schema. The state changes are in `auditStores.ts`.
 */

/** The auditor's assigned audits, in the order they are worked through. */
export const getAuditStores = async (): Promise<AuditStore[]> => {
  const list = await callRoute(routes.list);
  if (!Array.isArray(list)) throw new Error('not a list of audits'); // as ofReport below says
  return list.map(auditStoreOfWire);
};

/** The guideline PDF address, or null. */
export const getGuidelinePdf = async (id: number): Promise<string | null> =>
  (await callRoute(routes.guideline, { params: { id } })).guideline;

/**
 * A read that is not the report's (a 2xx JSON from a portal or a proxy on the way) fails, as its
 * parse did before these reads went without zod: `refreshReport` then keeps the older copy and
 * never merges from it (decision 0053).
 */
function ofReport<T>(read: Fetched<T>, isIt: (value: unknown) => boolean): Fetched<T> {
  if (!isIt(read.value)) throw new Error('not the report’s answer');
  return read;
}

/**
 * The report's four reads for its offline copies (offline/reportCopies.ts), saying which are kept
 * copies. Each is kept under its path (REPORT_READ_PATHS), which the service worker reads from,
 * and only if it reads as the report page reads its copies (contract/reportWire.ts).
 */
export const reportReads: ReportReads = {
  store: async (id) =>
    ofReport(
      await callRouteFetched(routes.one, { params: { id } }),
      (value) => storeOfWire(value, id) !== undefined,
    ),
  sections: async (id) =>
    ofReport(
      await callRouteFetched(routes.sections, { params: { id } }),
      (value) => sectionsOfWire(value) !== undefined,
    ),
  reportSections: async (id) =>
    ofReport(
      await callRouteFetched(routes.reportSections, { params: { id } }),
      (value) => reportSectionsOfWire(value) !== undefined,
    ),
  answers: async (id) =>
    ofReport(
      await callRouteFetched(routes.answers, { params: { id } }),
      (value) => answersOfWire(value) !== undefined,
    ),
};
