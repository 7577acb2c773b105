import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APP_VERSION,
  accountProfileSchema,
  auditorConfigSchema,
  dashboardScoreSchema,
  dashboardStatsSchema,
  profileCompletionSchema,
} from '../../../contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { dashboardScore } from '../../domain/auditorScore';
import { dashboardStats } from '../../domain/dashboard';
import { accountProfile, completionPercentage } from '../../domain/profile';
import { currentUser } from '../../http/guards';

/**
 * GET auditor/config, for every signed-in role: the shell needs the brand and the role to show a
 * member of staff their page instead of auditor screens (issue 10).
 */
export const configRoute =
  (config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/config', { schema: { response: { 200: auditorConfigSchema } } }, async (request) => {
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

/** The calls the dashboard makes (spec: portal-account-and-shell §2 Dashboard, §7). */
export const dashboardRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/user', { schema: { response: { 200: accountProfileSchema } } }, async (request) =>
      accountProfile(db, currentUser(request).id),
    );

    app.get(
      '/profile_completion_percentage',
      { schema: { response: { 200: profileCompletionSchema } } },
      async (request) => ({
        profile_completion_percentage: await completionPercentage(db, currentUser(request).id),
      }),
    );

    app.get('/dashboard/stats', { schema: { response: { 200: dashboardStatsSchema } } }, async (request) =>
      dashboardStats(db, currentUser(request).id),
    );

    app.get('/dashboard/score', { schema: { response: { 200: dashboardScoreSchema } } }, async (request) =>
      dashboardScore(db, currentUser(request).id),
    );
  };
