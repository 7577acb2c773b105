import {
  type AccountProfile,
  type AuditorConfig,
  accountProfileSchema,
  auditorConfigSchema,
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
