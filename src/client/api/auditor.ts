import { z } from 'zod';
import {
  ACCOUNT_ENDPOINTS,
  type AccountProfile,
  type Answer,
  type AuditorConfig,
  type AuditStore,
  answerSchema,
  auditStoreSchema,
  type DashboardScore,
  type DashboardStats,
  DASHBOARD_ENDPOINTS as dashboard,
  detailSchema,
  type ProfileCompletion,
  type ProfileInfo,
  REPORT_READ_PATHS,
  type ReportSection,
  type reportFeedbackSchema,
  reportSectionSchema,
  type Section,
  sectionSchema,
} from '../../contract';
import type { ReportReads } from '../offline/reportCopies';
import { call } from './call';
import { getFetched, http } from './http';

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

/** GET auditor/audit_store: the auditor's assigned audits. */
export const getAuditStores = (): Promise<AuditStore[]> =>
  http.get('auditor/audit_store').json(z.array(auditStoreSchema));

/** GET auditor/audit_store/{id} */
export const getAuditStore = (id: number): Promise<AuditStore> =>
  http.get(REPORT_READ_PATHS.auditStore(id)).json(auditStoreSchema);

/** POST auditor/audit_store/{id}/withdraw: the audit becomes AUDITOR_WITHDRAWN; returns the server's text. */
export const withdrawAuditStore = async (id: number, message: string): Promise<string> =>
  (await http.post(`auditor/audit_store/${id}/withdraw`, { json: { message } }).json(detailSchema)).detail;

/** POST auditor/audit_store/{id}/report_concern: a question about the audit; returns the server's text. */
export const reportAuditStoreConcern = async (id: number, message: string): Promise<string> =>
  (await http.post(`auditor/audit_store/${id}/report_concern`, { json: { message } }).json(detailSchema))
    .detail;

/** POST auditor/audit_store/{id}/fail: "not performed", the audit becomes FAILED; returns the server's text. */
export const failAuditStore = async (id: number, message: string): Promise<string> =>
  (await http.post(`auditor/audit_store/${id}/fail`, { json: { message } }).json(detailSchema)).detail;

/** GET auditor/audit_store/{id}/section: the questionnaire. */
export const getReportQuestionnaire = (id: number): Promise<Section[]> =>
  http.get(REPORT_READ_PATHS.sections(id)).json(z.array(sectionSchema));

/** GET auditor/audit_store/{id}/report_section: section comments and revert messages. */
export const getReportSections = (id: number): Promise<ReportSection[]> =>
  http.get(REPORT_READ_PATHS.reportSections(id)).json(z.array(reportSectionSchema));

/** GET auditor/audit_store/{id}/answer: the answers the server holds. */
export const getReportAnswers = (id: number): Promise<Answer[]> =>
  http.get(REPORT_READ_PATHS.answers(id)).json(z.array(answerSchema));

/** GET auditor/audit_store/{id}/guildline: the guideline PDF address, or null. */
export const getGuidelinePdf = async (id: number): Promise<string | null> =>
  (await http.get(REPORT_READ_PATHS.guideline(id)).json(z.object({ guideline: z.string().nullable() })))
    .guideline;

/** POST auditor/audit_store/{id}/acknowledge: ASSIGNED becomes ACKNOWLEDGED ("Agree"). */
export const acknowledgeAuditStore = async (id: number): Promise<string> =>
  (await http.post(`auditor/audit_store/${id}/acknowledge`).json(detailSchema)).detail;

/** POST auditor/audit_store/{id}/submit with the elapsed time as HH:MM:SS. */
export const submitReport = async (id: number, reportSubmissionTime: string): Promise<string> =>
  (
    await http
      .post(`auditor/audit_store/${id}/submit`, { json: { report_submission_time: reportSubmissionTime } })
      .json(detailSchema)
  ).detail;

export type ReportFeedback = z.infer<typeof reportFeedbackSchema>;

/** The report's four reads for its offline copies (offline/reportCopies.ts), saying which are kept copies. */
export const reportReads: ReportReads = {
  store: (id) => getFetched(REPORT_READ_PATHS.auditStore(id), auditStoreSchema),
  sections: (id) => getFetched(REPORT_READ_PATHS.sections(id), z.array(sectionSchema)),
  reportSections: (id) => getFetched(REPORT_READ_PATHS.reportSections(id), z.array(reportSectionSchema)),
  answers: (id) => getFetched(REPORT_READ_PATHS.answers(id), z.array(answerSchema)),
};
