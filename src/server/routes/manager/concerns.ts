import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONCERN_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { answerAsManager, concernInbox, resolveAsManager } from '../../domain/concerns/concerns';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** The managers' concerns inbox (decision 0042). */
export const managerConcernRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.inbox, (request) => concernInbox(db, request.query));
    serveEndpoint(app, endpoints.answer, (request) =>
      answerAsManager(db, currentUser(request).id, request.params.id, request.body.answer),
    );
    serveEndpoint(app, endpoints.resolve, (request) =>
      resolveAsManager(db, currentUser(request).id, request.params.id),
    );
  };
