import type { AuditStore } from '../../contract';
import * as auditStores from '../../contract/endpoints/auditStores';
import * as report from '../../contract/endpoints/report';
import type { ReportReads } from '../../offline';
import { call, callFetched } from './call';

/** The auditor's assigned audits, their state changes and the report's reads. */

/** The auditor's assigned audits, in the order they are worked through. */
export const getAuditStores = (): Promise<AuditStore[]> => call(auditStores.list);

/** The audit becomes AUDITOR_WITHDRAWN; returns the server's text. */
export const withdrawAuditStore = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.withdraw, { params: { id }, body: { message } })).detail;

/** A question about the audit; returns the server's text. */
export const reportAuditStoreConcern = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.reportConcern, { params: { id }, body: { message } })).detail;

/** "Not performed": the audit becomes FAILED; returns the server's text. */
export const failAuditStore = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.fail, { params: { id }, body: { message } })).detail;

/** The guideline PDF address, or null. */
export const getGuidelinePdf = async (id: number): Promise<string | null> =>
  (await call(auditStores.guideline, { params: { id } })).guideline;

/** ASSIGNED becomes ACKNOWLEDGED ("Agree"). */
export const acknowledgeAuditStore = async (id: number): Promise<string> =>
  (await call(auditStores.acknowledge, { params: { id } })).detail;

/** Submits the report with the elapsed time as HH:MM:SS. */
export const submitReport = async (
  id: number,
  reportSubmissionTime: string,
  visitHead: string | null,
): Promise<string> =>
  (
    await call(auditStores.submit, {
      params: { id },
      body: { report_submission_time: reportSubmissionTime, visit_head: visitHead },
    })
  ).detail;

/**
 * The report's four reads for its offline copies (offline/reportCopies.ts), saying which are kept
 * copies. Each is kept under its path (REPORT_READ_PATHS), which `callFetched` reads from.
 */
export const reportReads: ReportReads = {
  store: (id) => callFetched(auditStores.one, { params: { id } }),
  sections: (id) => callFetched(report.sections, { params: { id } }),
  reportSections: (id) => callFetched(report.reportSections, { params: { id } }),
  answers: (id) => callFetched(report.answers, { params: { id } }),
};
