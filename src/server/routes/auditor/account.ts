import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  consentsSchema,
  deactivationSchema,
  idParamsSchema,
  tosAcceptBodySchema,
  tourCompleteBodySchema,
  tourStatusSchema,
} from '../../../contract';
import { clearSessionCookie } from '../../auth/sessions';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { acceptTerms, completeTour, deactivateAccount } from '../../domain/accountStatus';
import { notFound } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { accountDetailsRoutes } from './accountDetails';
import { contactDetailsRoutes } from './contactDetails';

/**
 * The account area's calls (spec §7, issue 4): the details panels, contact details, consents,
 * the onboarding tour and deactivation. Paths the spec does not show: docs/decisions/0007.
 */
export const accountRoutes =
  (db: Db, config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accountDetailsRoutes(db));
    await app.register(contactDetailsRoutes(db));

    app.post(
      '/tos_accept',
      { schema: { body: tosAcceptBodySchema, response: { 200: consentsSchema } } },
      async (request) => acceptTerms(db, currentUser(request).id, request.body),
    );

    app.post(
      '/tour_complete',
      { schema: { body: tourCompleteBodySchema, response: { 200: tourStatusSchema } } },
      async (request) => {
        await completeTour(db, currentUser(request).id);
        return { is_tour_complete: true };
      },
    );

    // The id names the account so a stale page cannot deactivate whoever is signed in now.
    app.post(
      '/auditor_self/:id/deactivate',
      { schema: { params: idParamsSchema, response: { 200: deactivationSchema } } },
      async (request, reply) => {
        const user = currentUser(request);
        if (request.params.id !== user.id) throw notFound();
        await deactivateAccount(db, user.id);
        clearSessionCookie(reply);
        const supportEmail = config.brand.supportEmail;
        return { detail: ACCOUNT_MESSAGES.deactivated(supportEmail), support_email: supportEmail };
      },
    );
  };
