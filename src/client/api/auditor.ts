import type { z } from 'zod';
import {
  ACCOUNT_ENDPOINTS,
  type AccountProfile,
  type Answer,
  type AuditorConfig,
  type AuditStore,
  AUDIT_STORE_ENDPOINTS as auditStores,
  type DashboardScore,
  type DashboardStats,
  DASHBOARD_ENDPOINTS as dashboard,
  type ProfileCompletion,
  type ProfileInfo,
  type ReportSection,
  REPORT_ENDPOINTS as report,
  type reportFeedbackSchema,
  type Section,
} from '../../contract';
import type { ReportReads } from '../../offline/reportCopies';
import { call, callFetched } from './call';

/** Brand settings and third-party ids for the shell. */
export const getConfig = (): Promise<AuditorConfig> => call(dashboard.config);

/** The newer view's token, signed by the server. */
export const getNewerViewToken = (userId: number): Promise<{ token: string }> =>
  call(dashboard.newerViewToken, { body: { user_id: userId } });

/** The account profile (e-mail, mobile, certification score, consents). */
export const getUser = (): Promise<AccountProfile> => call(dashboard.user);

/** Personal details. */
export const getProfileInfo = (): Promise<ProfileInfo> => call(ACCOUNT_ENDPOINTS.profileInfo);

export const getProfileCompletion = (): Promise<ProfileCompletion> => call(dashboard.profileCompletion);

/** The dashboard's summary counts. */
export const getDashboardStats = (): Promise<DashboardStats> => call(dashboard.stats);

/** Fetched by the dashboard, not shown (spec). */
export const getDashboardScore = (): Promise<DashboardScore> => call(dashboard.score);

/** The auditor's assigned audits, in the order they are worked through. */
export const getAuditStores = (): Promise<AuditStore[]> => call(auditStores.list);

export const getAuditStore = (id: number): Promise<AuditStore> => call(auditStores.one, { params: { id } });

/** The audit becomes AUDITOR_WITHDRAWN; returns the server's text. */
export const withdrawAuditStore = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.withdraw, { params: { id }, body: { message } })).detail;

/** A question about the audit; returns the server's text. */
export const reportAuditStoreConcern = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.reportConcern, { params: { id }, body: { message } })).detail;

/** "Not performed": the audit becomes FAILED; returns the server's text. */
export const failAuditStore = async (id: number, message: string): Promise<string> =>
  (await call(auditStores.fail, { params: { id }, body: { message } })).detail;

/** The questionnaire. */
export const getReportQuestionnaire = (id: number): Promise<Section[]> =>
  call(report.sections, { params: { id } });

/** Section comments and revert messages. */
export const getReportSections = (id: number): Promise<ReportSection[]> =>
  call(report.reportSections, { params: { id } });

/** The answers the server holds. */
export const getReportAnswers = (id: number): Promise<Answer[]> => call(report.answers, { params: { id } });

/** The guideline PDF address, or null. */
export const getGuidelinePdf = async (id: number): Promise<string | null> =>
  (await call(auditStores.guideline, { params: { id } })).guideline;

/** ASSIGNED becomes ACKNOWLEDGED ("Agree"). */
export const acknowledgeAuditStore = async (id: number): Promise<string> =>
  (await call(auditStores.acknowledge, { params: { id } })).detail;

/** Submits the report with the elapsed time as HH:MM:SS. */
export const submitReport = async (id: number, reportSubmissionTime: string): Promise<string> =>
  (await call(auditStores.submit, { params: { id }, body: { report_submission_time: reportSubmissionTime } }))
    .detail;

export type ReportFeedback = z.infer<typeof reportFeedbackSchema>;

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
