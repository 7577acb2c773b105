import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISCOVERY_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { cyclePage } from '../../domain/cyclePage';
import { auditorOrigin, cityPoint, opportunityCycles } from '../../domain/discovery';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** Audit discovery (decision 0019). */
export const discoveryRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.opportunities, async (request) => {
      const auditorId = currentUser(request).id;
      const origin = await auditorOrigin(db, auditorId);
      return opportunityCycles(db, auditorId, origin, request.query.kms, new Date());
    });

    serveEndpoint(app, endpoints.cyclePage, (request) =>
      cyclePage(db, currentUser(request).id, request.params.id),
    );

    serveEndpoint(app, endpoints.cityOpportunities, async (request) => {
      const auditorId = currentUser(request).id;
      // the same gates as the auditor's own list; only the point measured from differs
      await auditorOrigin(db, auditorId);
      const origin = await cityPoint(db, request.query.city_id);
      return opportunityCycles(db, auditorId, origin, request.query.kms, new Date());
    });
  };
