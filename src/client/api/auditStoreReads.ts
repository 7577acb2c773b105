import { auditStoreOfWire, AUDIT_STORE_READ_ROUTES as routes } from '../../contract/auditStoreReadRoutes';
import { REPORT_READ_PATHS } from '../../contract/endpoints/reportReads';
import type { AuditStore } from '../../contract/report';
import { answersOfWire, reportSectionsOfWire, sectionsOfWire, storeOfWire } from '../../contract/reportWire';
import type { Fetched, ReportReads } from '../../offline';
import { callRoute, fetchedOf } from './call';
import { answered, begin, http } from './http';

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
 * never merges from it (decision 0053). What passes is the read's answer as the server sent it.
 */
function ofReport<T>(read: Fetched<unknown>, isIt: (value: unknown) => boolean): Fetched<T> {
  if (!isIt(read.value)) throw new Error('not the report’s answer');
  return read as Fetched<T>;
}

/** One of the report's reads, by its path (REPORT_READ_PATHS): its body and whether it is a kept copy. */
type ReadOfPath = (path: string) => Promise<Fetched<unknown>>;

function reportReadsVia(read: ReadOfPath): ReportReads {
  return {
    store: async (id) =>
      ofReport(await read(REPORT_READ_PATHS.auditStore(id)), (value) => storeOfWire(value, id) !== undefined),
    sections: async (id) =>
      ofReport(await read(REPORT_READ_PATHS.sections(id)), (value) => sectionsOfWire(value) !== undefined),
    reportSections: async (id) =>
      ofReport(
        await read(REPORT_READ_PATHS.reportSections(id)),
        (value) => reportSectionsOfWire(value) !== undefined,
      ),
    answers: async (id) =>
      ofReport(await read(REPORT_READ_PATHS.answers(id)), (value) => answersOfWire(value) !== undefined),
  };
}

/**
 * The report's four reads for its offline copies (offline/reportCopies.ts), saying which are kept
 * copies. Each is kept under its path (REPORT_READ_PATHS), which the service worker reads from,
 * and only if it reads as the report page reads its copies (contract/reportWire.ts).
 */
export const reportReads: ReportReads = reportReadsVia(async (path) => fetchedOf(await http(path)));

/**
 * The same reads, answered by the requests begun for them at start-up (syncRuntime/firstVisitReads.ts),
 * each read as `http` reads its answer; a read not begun is made now.
 */
export const begunReportReads = (begun: ReadonlyMap<string, Promise<Response>>): ReportReads =>
  reportReadsVia(async (path) => fetchedOf(await answered(await (begun.get(path) ?? begin(path)))));
