import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, DASHBOARD_ENDPOINTS as endpoints } from '../../../contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { calendarDate } from '../../domain/calendar';
import { dashboardStats } from '../../domain/dashboard';
import { nextActions } from '../../domain/nextActions';
import { accountProfile, completionPercentage } from '../../domain/profile';
import { currentUser } from '../../http/guards';
import { auditorAnswerScopes, type ResponseCache } from '../../http/responseCache';
import { serveEndpoint } from '../../http/serveEndpoint';
import { keptScore } from './keptScore';

/**
 * GET auditor/config, for every signed-in role (registered outside the auditor's plugin, app.ts):
 * the shell needs the brand and the role to show a member of staff their page instead of auditor
 * screens.
 */
export const configRoute =
  (config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.config, async (request) => {
      const user = currentUser(request);
      const b = config.brand;
      return {
        USER_ID: user.id,
        USER_EMAIL: user.email,
        USER_ROLE: user.role,
        BRAND_SHORTNAME: b.shortName,
        COLLECTCDN_ID: b.collectCdnId,
        SENTRY_DSN: b.sentryDsn,
        ANALYTICS_ID: b.analyticsId,
        TRANSLATE_WIDGET: b.translateWidget,
        RELEASE: APP_VERSION,
        POLICY_BASE_URL: b.policyBaseUrl,
        ACCOUNTS_EMAIL: b.accountsEmail,
        SUPPORT_EMAIL: b.supportEmail,
        SOCIAL_URL: b.socialUrl,
        SOCIAL_HANDLE: b.socialHandle,
        PROVIDER_URL: b.providerUrl,
        PROVIDER_DOMAIN: b.providerDomain,
        NEWER_VIEW_URL: config.newerView.url,
      };
    });
  };

/** The calls the dashboard makes (docs/rules.md#screens; tiles: decision 0001). */
export const dashboardRoutes =
  (db: Db, responses: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.user, (request) => accountProfile(db, currentUser(request).id));

    serveEndpoint(app, endpoints.profileCompletion, async (request) => ({
      profile_completion_percentage: await completionPercentage(db, currentUser(request).id),
    }));

    // read on every dashboard load, kept between them (decision 0048)
    serveEndpoint(app, endpoints.stats, (request, reply) => {
      const auditorId = currentUser(request).id;
      const now = new Date();
      return responses.send(request, reply, {
        key: `stats ${auditorId} ${calendarDate(now)}`,
        scopes: auditorAnswerScopes(auditorId),
        schema: endpoints.stats.answer,
        compute: () => dashboardStats(db, auditorId, now, keptScore(db, responses, auditorId)),
      });
    });

    serveEndpoint(app, endpoints.score, (request) => keptScore(db, responses, currentUser(request).id)());

    serveEndpoint(app, endpoints.nextActions, (request) => nextActions(db, currentUser(request).id));
  };
