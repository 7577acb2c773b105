import * as auditStores from '../../contract/endpoints/auditStores';
import { call } from './call';

/** The assigned audits' state changes; their reads are in `auditStoreReads.ts`. */

/** The audit becomes AUDITOR_WITHDRAWN; returns the server's text. */
export const withdrawAuditStore = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.withdraw, { params: { id }, body: { message } })).detail;

/** A question about the audit; returns the server's text. */
export const reportAuditStoreConcern = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.reportConcern, { params: { id }, body: { message } })).detail;

/** "Not performed": the audit becomes FAILED; returns the server's text. */
export const failAuditStore = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.fail, { params: { id }, body: { message } })).detail;

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
