import type {
  AccountProfile,
  AuditorConfig,
  DashboardScore,
  DashboardStats,
  ProfileCompletion,
  ProfileInfo,
} from '../../contract';
import * as profile from '../../contract/endpoints/accountProfile';
import * as dashboard from '../../contract/endpoints/dashboard';
import { call } from './call';

/**
 * The shell's and the dashboard's reads. The shell loads this file on every route, so it names
 * only the light endpoint files (contract/endpoint.ts: an endpoint file travels whole).
 */

/** Brand settings and third-party ids for the shell. */
export const getConfig = (): Promise<AuditorConfig> => call(dashboard.config);

/** The newer view's token, signed by the server. */
export const getNewerViewToken = (userId: number): Promise<{ token: string }> =>
  call(dashboard.newerViewToken, { body: { user_id: userId } });

/** The account profile (e-mail, mobile, certification score, consents). */
export const getUser = (): Promise<AccountProfile> => call(dashboard.user);

/** Personal details. */
export const getProfileInfo = (): Promise<ProfileInfo> => call(profile.profileInfo);

export const getProfileCompletion = (): Promise<ProfileCompletion> => call(dashboard.profileCompletion);

/** The dashboard's summary counts. */
export const getDashboardStats = (): Promise<DashboardStats> => call(dashboard.stats);

/** Fetched by the dashboard, not shown (spec). */
export const getDashboardScore = (): Promise<DashboardScore> => call(dashboard.score);
/** What to do now, most urgent first (decision 0043). */
export const getNextActions = () => call(dashboard.nextActions);
