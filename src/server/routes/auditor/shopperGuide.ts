import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOPPER_GUIDE_ENDPOINTS as endpoints } from '../../../contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { shopperGuideTab } from '../../domain/shopperGuide';
import { serveEndpoint } from '../../http/serveEndpoint';

/** GET auditor/shopper_guide/{tab} (decision 0023): one tab's entries. */
export const shopperGuideRoutes =
  (db: Db, config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.tab, (request) =>
      shopperGuideTab(db, request.params.tab, config.guideEmbedOrigins),
    );
  };
