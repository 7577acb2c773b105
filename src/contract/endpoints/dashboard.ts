import {
  accountProfileSchema,
  auditorConfigSchema,
  dashboardScoreSchema,
  dashboardStatsSchema,
  getTokenBodySchema,
  newerViewTokenSchema,
  nextActionListSchema,
  profileCompletionSchema,
} from '../dashboard';
import { endpointOfRoute } from '../endpoint';
import { FIRST_LOAD_ROUTES as routes } from '../firstLoadRoutes';

/**
 * For every signed-in role, not only the auditor (server/app.ts): the shell needs the brand and
 * the role to show a member of staff their page instead of auditor screens.
 */
export const config = endpointOfRoute(routes.config, { answer: auditorConfigSchema });
/** the account profile: e-mail, mobile, certification score, consents */
export const user = endpointOfRoute(routes.user, { answer: accountProfileSchema });
export const profileCompletion = endpointOfRoute(routes.profileCompletion, {
  answer: profileCompletionSchema,
});
export const stats = endpointOfRoute(routes.stats, { answer: dashboardStatsSchema });
/** fetched by the dashboard, not shown (spec) */
export const score = endpointOfRoute(routes.score, { answer: dashboardScoreSchema });
/** the newer view's token, signed by this server, for the user the body names (decision 0021) */
export const newerViewToken = endpointOfRoute(routes.newerViewToken, {
  body: getTokenBodySchema,
  answer: newerViewTokenSchema,
});

/** The shell's and the dashboard's calls (docs/rules.md#screens; tiles: decision 0001). */
/** What to do now, most urgent first (decision 0043). */
export const nextActions = endpointOfRoute(routes.nextActions, {
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
