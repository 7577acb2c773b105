import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGER_OVERVIEW_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { managerOverview } from '../../domain/manager/overview';
import { serveEndpoint } from '../../http/serveEndpoint';

/** The manager's landing overview (decision 0043). */
export const managerOverviewRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.overview, () => managerOverview(db));
  };
