import {
  accountProfileSchema,
  auditorConfigSchema,
  dashboardScoreSchema,
  dashboardStatsSchema,
  profileCompletionSchema,
} from '../dashboard';
import { endpoint } from '../endpoint';
import { getTokenBodySchema, newerViewTokenSchema } from '../newerView';
import { nextActionListSchema } from '../nextActions';

/**
 * For every signed-in role, not only the auditor (server/app.ts): the shell needs the brand and
 * the role to show a member of staff their page instead of auditor screens.
 */
export const config = endpoint('GET', 'auditor', '/config', { answer: auditorConfigSchema });
/** the account profile: e-mail, mobile, certification score, consents */
export const user = endpoint('GET', 'auditor', '/user', { answer: accountProfileSchema });
export const profileCompletion = endpoint('GET', 'auditor', '/profile_completion_percentage', {
  answer: profileCompletionSchema,
});
export const stats = endpoint('GET', 'auditor', '/dashboard/stats', { answer: dashboardStatsSchema });
/** fetched by the dashboard, not shown (spec) */
export const score = endpoint('GET', 'auditor', '/dashboard/score', { answer: dashboardScoreSchema });
/** the newer view's token, signed by this server, for the user the body names (decision 0021) */
export const newerViewToken = endpoint('POST', 'auditor', '/get_token', {
  body: getTokenBodySchema,
  answer: newerViewTokenSchema,
});

/** The shell's and the dashboard's calls (docs/rules.md#screens; tiles: decision 0001). */
/** What to do now, most urgent first (decision 0043). */
export const nextActions = endpoint('GET', 'auditor', '/dashboard/next_actions', {
  answer: nextActionListSchema,
});

export const DASHBOARD_ENDPOINTS = {
  config,
  user,
  profileCompletion,
  stats,
  score,
  newerViewToken,
  nextActions,
};
