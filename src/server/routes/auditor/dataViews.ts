import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS } from '../../../contract';
import type { Db } from '../../db/database';
import { dataViewsOf } from '../../domain/dataViews';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** GET auditor/data_views (ours): who of the staff looked at my bank details and ID proofs. */
export const dataViewRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, ACCOUNT_ENDPOINTS.dataViews, async (request) => ({
      views: await dataViewsOf(db, currentUser(request).id),
    }));
  };
