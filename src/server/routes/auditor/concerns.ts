import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONCERN_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { ownConcerns } from '../../domain/concerns/concerns';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** The concerns the auditor raised, with their state and answers (decision 0042). */
export const concernRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.own, (request) => ownConcerns(db, currentUser(request).id));
  };
