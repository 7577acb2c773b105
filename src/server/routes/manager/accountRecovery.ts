import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  managedAuditorDetailSchema,
  managerEmailBodySchema,
  passwordResetSentSchema,
} from '../../../contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { changeAuditorEmail, sendPasswordReset } from '../../domain/manager/accountRecovery';
import { currentUser } from '../../http/guards';
import type { Mailer } from '../../mail/mailer';

/** POST manager/auditor/{id}/email and /password_reset (spec's paths and payloads; issue 15). */
export const managerAccountRecoveryRoutes =
  (db: Db, mailer: Mailer, config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    const brand = config.brand.shortName;
    app.post(
      '/auditor/:id/email',
      {
        schema: {
          params: idParamsSchema,
          body: managerEmailBodySchema,
          response: { 200: managedAuditorDetailSchema },
        },
      },
      (request) =>
        changeAuditorEmail(db, mailer, currentUser(request).id, request.params.id, request.body.email, brand),
    );
    app.post(
      '/auditor/:id/password_reset',
      { schema: { params: idParamsSchema, response: { 200: passwordResetSentSchema } } },
      (request) => {
        // the link's origin: the configured public address, else the one the manager reached us at
        const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
        return sendPasswordReset(db, mailer, currentUser(request).id, request.params.id, origin, brand);
      },
    );
  };
