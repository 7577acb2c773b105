import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guideTabContentSchema, guideTabSchema } from '../../../contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { shopperGuideTab } from '../../domain/shopperGuide';

/** GET auditor/shopper_guide/{tab} (spec: Shopper guide; issue 14): one tab's entries. */
export const shopperGuideRoutes =
  (db: Db, config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shopper_guide/:tab',
      {
        schema: {
          params: z.object({ tab: guideTabSchema }),
          response: { 200: guideTabContentSchema },
        },
      },
      async (request) => shopperGuideTab(db, request.params.tab, config.guideEmbedOrigins),
    );
  };
