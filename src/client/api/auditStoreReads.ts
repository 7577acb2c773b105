import { auditStoreOfWire, AUDIT_STORE_READ_ROUTES as routes } from '../../contract/auditStoreReadRoutes';
import type { AuditStore } from '../../contract/report';
import type { ReportReads } from '../../offline';
import { callRoute, callRouteFetched } from './call';

/**
 * The audit list's and the report's reads, without zod (decision 0051): the list and keeping its
 * reports for the road load no schema. The state changes are in `auditStores.ts`.
 */

/** The auditor's assigned audits, in the order they are worked through. */
export const getAuditStores = async (): Promise<AuditStore[]> =>
  (await callRoute(routes.list)).map(auditStoreOfWire);

/** The guideline PDF address, or null. */
export const getGuidelinePdf = async (id: number): Promise<string | null> =>
  (await callRoute(routes.guideline, { params: { id } })).guideline;

/**
 * The report's four reads for its offline copies (offline/reportCopies.ts), saying which are kept
 * copies. Each is kept under its path (REPORT_READ_PATHS), which the service worker reads from.
 */
export const reportReads: ReportReads = {
  store: (id) => callRouteFetched(routes.one, { params: { id } }),
  sections: (id) => callRouteFetched(routes.sections, { params: { id } }),
  reportSections: (id) => callRouteFetched(routes.reportSections, { params: { id } }),
  answers: (id) => callRouteFetched(routes.answers, { params: { id } }),
};
