import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MODERATION_ENDPOINTS as endpoints } from '../../contract';
import type { Db } from '../db/database';
import { repeatAlerts } from '../domain/repeatAlerts';
import { serveEndpoint } from '../http/serveEndpoint';
import type { ObjectStore } from '../storage';

/** The moderator's calls (paths ours, under /api/moderation): the repeat alerts. */
export const moderationRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.repeatAlerts, (request) => repeatAlerts(db, store, request.query.page));
  };
