import { FIRST_LOAD_ROUTES as routes } from '../../contract';
import { callRoute } from './call';

/**
 * The shell's and the dashboard's reads: typed routes read without zod (decision 0051), as every
 * route loads this file.
 */

/**
 * Brand settings and third-party ids for the shell. A config kept offline from before the newer
 * view's address existed has none: it reads as null, as its schema defaults it.
 */
export const getConfig = async () => {
  const config = await callRoute(routes.config);
  return { ...config, NEWER_VIEW_URL: config.NEWER_VIEW_URL ?? null };
};

/** The newer view's token, signed by the server. */
export const getNewerViewToken = (userId: number) =>
  callRoute(routes.newerViewToken, { body: { user_id: userId } });

/** The account profile (e-mail, mobile, certification score, consents). */
export const getUser = () => callRoute(routes.user);

/** Personal details. */
export const getProfileInfo = () => callRoute(routes.profileInfo);

export const getProfileCompletion = () => callRoute(routes.profileCompletion);

/** The dashboard's summary counts. */
export const getDashboardStats = () => callRoute(routes.stats);

/** Fetched by the dashboard, not shown (spec). */
export const getDashboardScore = () => callRoute(routes.score);
/** What to do now, most urgent first (decision 0043). */
export const getNextActions = () => callRoute(routes.nextActions);
