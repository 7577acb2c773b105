import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGER_AUDITOR_ENDPOINTS as endpoints } from '../../../contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { changeAuditorEmail, sendPasswordReset } from '../../domain/manager/accountRecovery';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { Mailer } from '../../mail/mailer';

/** POST manager/auditor/{id}/email and /password_reset (the spec's paths and payloads). */
export const managerAccountRecoveryRoutes =
  (db: Db, mailer: Mailer, config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    const brand = config.brand.shortName;
    serveEndpoint(app, endpoints.email, (request) =>
      changeAuditorEmail(db, mailer, currentUser(request).id, request.params.id, request.body.email, brand),
    );
    serveEndpoint(app, endpoints.passwordReset, (request) => {
      // the link's origin: the configured public address, else the one the manager reached us at
      const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      return sendPasswordReset(db, mailer, currentUser(request).id, request.params.id, origin, brand);
    });
  };
