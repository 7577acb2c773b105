import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, repeatAlertListSchema } from '../../contract';
import type { Db } from '../db/database';
import { repeatAlerts } from '../domain/repeatAlerts';
import type { ObjectStore } from '../storage';

/** The moderator's calls (issue 15; paths ours, under /api/moderation): the repeat alerts. */
export const moderationRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/repeat_alert',
      { schema: { querystring: pageQuerySchema, response: { 200: repeatAlertListSchema } } },
      (request) => repeatAlerts(db, store, request.query.page),
    );
  };
