import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataViewListSchema } from '../../../contract';
import type { Db } from '../../db/database';
import { dataViewsOf } from '../../domain/dataViews';
import { currentUser } from '../../http/guards';

/** GET auditor/data_views (ours, issue 15): who of the staff looked at my bank details and ID proofs. */
export const dataViewRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/data_views', { schema: { response: { 200: dataViewListSchema } } }, async (request) => ({
      views: await dataViewsOf(db, currentUser(request).id),
    }));
  };
