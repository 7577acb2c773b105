import {
  accountProfileSchema,
  auditorConfigSchema,
  dashboardScoreSchema,
  dashboardStatsSchema,
  profileCompletionSchema,
} from '../dashboard';
import { endpoint } from '../endpoint';
import { getTokenBodySchema, newerViewTokenSchema } from '../newerView';

/** The shell's and the dashboard's calls (docs/rules.md#screens; tiles: decision 0001). */
export const DASHBOARD_ENDPOINTS = {
  /**
   * For every signed-in role, not only the auditor (server/app.ts): the shell needs the brand and
   * the role to show a member of staff their page instead of auditor screens.
   */
  config: endpoint('GET', 'auditor', '/config', { answer: auditorConfigSchema }),
  /** the account profile: e-mail, mobile, certification score, consents */
  user: endpoint('GET', 'auditor', '/user', { answer: accountProfileSchema }),
  profileCompletion: endpoint('GET', 'auditor', '/profile_completion_percentage', {
    answer: profileCompletionSchema,
  }),
  stats: endpoint('GET', 'auditor', '/dashboard/stats', { answer: dashboardStatsSchema }),
  /** fetched by the dashboard, not shown (spec) */
  score: endpoint('GET', 'auditor', '/dashboard/score', { answer: dashboardScoreSchema }),
  /** the newer view's token, signed by this server, for the user the body names (decision 0021) */
  newerViewToken: endpoint('POST', 'auditor', '/get_token', {
    body: getTokenBodySchema,
    answer: newerViewTokenSchema,
  }),
};
