import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityOpportunityQuerySchema,
  cyclePageSchema,
  idParamsSchema,
  opportunityCycleSchema,
  opportunityQuerySchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { cyclePage } from '../../domain/cyclePage';
import { auditorOrigin, cityPoint, opportunityCycles } from '../../domain/discovery';
import { currentUser } from '../../http/guards';

/** Audit discovery (spec §7, Discovery and application; issue 13). */
export const discoveryRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const cards = { 200: z.array(opportunityCycleSchema) };

    app.get(
      '/audit',
      { schema: { querystring: opportunityQuerySchema, response: cards } },
      async (request) => {
        const auditorId = currentUser(request).id;
        const origin = await auditorOrigin(db, auditorId);
        return opportunityCycles(db, auditorId, origin, request.query.kms, new Date());
      },
    );

    app.get(
      '/audit/:id',
      { schema: { params: idParamsSchema, response: { 200: cyclePageSchema } } },
      async (request) => cyclePage(db, currentUser(request).id, request.params.id),
    );

    app.get(
      '/audit_by_city',
      { schema: { querystring: cityOpportunityQuerySchema, response: cards } },
      async (request) => {
        const auditorId = currentUser(request).id;
        // the same gates as the auditor's own list; only the point measured from differs
        await auditorOrigin(db, auditorId);
        const origin = await cityPoint(db, request.query.city_id);
        return opportunityCycles(db, auditorId, origin, request.query.kms, new Date());
      },
    );
  };
