import { z } from 'zod';
import {
  type AccountProfile,
  type AuditorConfig,
  type AuditStore,
  accountProfileSchema,
  auditorConfigSchema,
  auditStoreSchema,
  type DashboardScore,
  type DashboardStats,
  dashboardScoreSchema,
  dashboardStatsSchema,
  type ProfileCompletion,
  type ProfileInfo,
  profileCompletionSchema,
  profileInfoSchema,
} from '../../contract';
import { http } from './http';

/** GET auditor/config: brand settings and third-party ids for the shell. */
export const getConfig = (): Promise<AuditorConfig> => http.get('auditor/config').json(auditorConfigSchema);

/** GET auditor/user: the account profile (e-mail, mobile, certification score, consents). */
export const getUser = (): Promise<AccountProfile> => http.get('auditor/user').json(accountProfileSchema);

/** GET auditor/profile_info: personal details. */
export const getProfileInfo = (): Promise<ProfileInfo> =>
  http.get('auditor/profile_info').json(profileInfoSchema);

/** GET auditor/profile_completion_percentage */
export const getProfileCompletion = (): Promise<ProfileCompletion> =>
  http.get('auditor/profile_completion_percentage').json(profileCompletionSchema);

/** GET auditor/dashboard/stats: the dashboard's summary counts. */
export const getDashboardStats = (): Promise<DashboardStats> =>
  http.get('auditor/dashboard/stats').json(dashboardStatsSchema);

/** GET auditor/dashboard/score: fetched by the dashboard, not shown (spec). */
export const getDashboardScore = (): Promise<DashboardScore> =>
  http.get('auditor/dashboard/score').json(dashboardScoreSchema);

/** GET auditor/audit_store: the auditor's assigned audits. */
export const getAuditStores = (): Promise<AuditStore[]> =>
  http.get('auditor/audit_store').json(z.array(auditStoreSchema));

/** GET auditor/audit_store/{id} */
export const getAuditStore = (id: number): Promise<AuditStore> =>
  http.get(`auditor/audit_store/${id}`).json(auditStoreSchema);

const detailSchema = z.object({ detail: z.string() });

/** POST auditor/audit_store/{id}/withdraw: the audit becomes AUDITOR_WITHDRAWN; returns the server's text. */
export const withdrawAuditStore = async (id: number, message: string): Promise<string> =>
  (await http.post(`auditor/audit_store/${id}/withdraw`, { json: { message } }).json(detailSchema)).detail;

/** POST auditor/audit_store/{id}/report_concern: a question about the audit; returns the server's text. */
export const reportAuditStoreConcern = async (id: number, message: string): Promise<string> =>
  (await http.post(`auditor/audit_store/${id}/report_concern`, { json: { message } }).json(detailSchema))
    .detail;
