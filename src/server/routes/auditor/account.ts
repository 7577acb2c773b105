import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS, ACCOUNT_MESSAGES, ONBOARDING_ENDPOINTS as onboarding } from '../../../contract';
import { clearSessionCookie } from '../../auth/sessions';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { acceptTerms, completeTour, deactivateAccount } from '../../domain/accountStatus';
import { notFound } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import { accountDetailsRoutes } from './accountDetails';
import { contactDetailsRoutes } from './contactDetails';

/**
 * The account area's calls (decision 0007): the details panels, contact details, consents, the
 * onboarding tour and deactivation. Paths the spec does not show: docs/decisions/0007.
 */
export const accountRoutes =
  (db: Db, config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accountDetailsRoutes(db));
    await app.register(contactDetailsRoutes(db));

    serveEndpoint(app, onboarding.acceptTerms, (request) =>
      acceptTerms(db, currentUser(request).id, request.body),
    );

    serveEndpoint(app, onboarding.completeTour, async (request) => {
      await completeTour(db, currentUser(request).id);
      return { is_tour_complete: true };
    });

    // The id names the account so a stale page cannot deactivate whoever is signed in now.
    serveEndpoint(app, ACCOUNT_ENDPOINTS.deactivate, async (request, reply) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) throw notFound();
      await deactivateAccount(db, user.id);
      clearSessionCookie(reply);
      const supportEmail = config.brand.supportEmail;
      return { detail: ACCOUNT_MESSAGES.deactivated(supportEmail), support_email: supportEmail };
    });
  };
