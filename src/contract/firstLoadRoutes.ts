import type { z } from 'zod';
import type { profileInfoSchema } from './account';
import type { tourStatusSchema } from './accountStatus';
import type {
  accountProfileSchema,
  auditorConfigSchema,
  dashboardScoreSchema,
  dashboardStatsSchema,
  getTokenBodySchema,
  newerViewTokenSchema,
  nextActionListSchema,
  profileCompletionSchema,
} from './dashboard';
import { typedRoute } from './endpoint';
import type { noticeListSchema } from './notices';

/**
 * The calls a first visit makes before any form, the shell's and the dashboard's, as routes with
 * types and no schema (decision 0051): the client reads their answers without zod, so zod loads
 * only with a screen that parses or validates. The server still answers each through its schema
 * (fastify-type-provider-zod's serializer); the endpoints pairing these routes with their schemas
 * are in `endpoints/dashboard.ts`, `accountProfile.ts`, `notices.ts` and `onboarding.ts`, and a
 * schema whose input differs from the type here does not build.
 *
 * The answer types are the schemas' inputs, what the wire may carry: the service worker's copy of
 * an answer kept from an older server can lack a field that the schema now defaults.
 */

/** GET and POST auditor/additional_info: the details page's, and the tour's flag below. */
export const ADDITIONAL_INFO_ROUTE = '/additional_info';

type Wire<Schema extends z.ZodType> = z.input<Schema>;

export const FIRST_LOAD_ROUTES = {
  /** brand settings and the signed-in role, for every signed-in person (server/app.ts) */
  config: typedRoute<Wire<typeof auditorConfigSchema>>()('GET', 'auditor', '/config'),
  /** the notice centre's list and its unread count (decision 0038) */
  notices: typedRoute<Wire<typeof noticeListSchema>>()('GET', 'auditor', '/notices'),
  /** the recipient opened the notice, in the app or from its notification (sw/pushNotices.ts) */
  markNoticeRead: typedRoute<undefined>()('POST', 'auditor', '/notices/:id/read'),
  /** the newer view's token for the user the body names (decision 0021) */
  newerViewToken: typedRoute<Wire<typeof newerViewTokenSchema>, Wire<typeof getTokenBodySchema>>()(
    'POST',
    'auditor',
    '/get_token',
  ),
  /** the account profile: e-mail, mobile, certification standing, consents */
  user: typedRoute<Wire<typeof accountProfileSchema>>()('GET', 'auditor', '/user'),
  profileInfo: typedRoute<Wire<typeof profileInfoSchema>>()('GET', 'auditor', '/profile_info'),
  profileCompletion: typedRoute<Wire<typeof profileCompletionSchema>>()(
    'GET',
    'auditor',
    '/profile_completion_percentage',
  ),
  stats: typedRoute<Wire<typeof dashboardStatsSchema>>()('GET', 'auditor', '/dashboard/stats'),
  /** fetched by the dashboard, not shown (spec) */
  score: typedRoute<Wire<typeof dashboardScoreSchema>>()('GET', 'auditor', '/dashboard/score'),
  /** what to do now, most urgent first (decision 0043) */
  nextActions: typedRoute<Wire<typeof nextActionListSchema>>()('GET', 'auditor', '/dashboard/next_actions'),
  /** auditor/additional_info read for its tour flag alone: the dashboard reads it on every visit */
  tourStatus: typedRoute<Wire<typeof tourStatusSchema>>()('GET', 'auditor', ADDITIONAL_INFO_ROUTE),
};
