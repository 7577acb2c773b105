import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISCOVERY_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { calendarDate } from '../../domain/calendar';
import { cyclePage } from '../../domain/cyclePage';
import { auditorOrigin, cityPoint, opportunityCycles } from '../../domain/discovery';
import { currentUser } from '../../http/guards';
import { auditorAnswerScopes, type ResponseCache } from '../../http/responseCache';
import { serveEndpoint } from '../../http/serveEndpoint';
import { keptScore } from './keptScore';

/**
 * Audit discovery (decision 0019). Both lists are kept between requests until a write could change
 * them (decision 0048): one search costs the database a few milliseconds on a large world.
 */
export const discoveryRoutes =
  (db: Db, responses: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.opportunities, (request, reply) => {
      const auditorId = currentUser(request).id;
      const { kms } = request.query;
      const now = new Date();
      return responses.send(request, reply, {
        key: `opportunities ${auditorId} ${kms} ${calendarDate(now)}`,
        scopes: auditorAnswerScopes(auditorId),
        schema: endpoints.opportunities.answer,
        compute: async () =>
          opportunityCycles(
            db,
            auditorId,
            await auditorOrigin(db, auditorId),
            kms,
            now,
            keptScore(db, responses, auditorId),
          ),
      });
    });

    serveEndpoint(app, endpoints.cyclePage, (request) =>
      cyclePage(db, currentUser(request).id, request.params.id),
    );

    serveEndpoint(app, endpoints.cityOpportunities, (request, reply) => {
      const auditorId = currentUser(request).id;
      const { city_id: cityId, kms } = request.query;
      const now = new Date();
      return responses.send(request, reply, {
        key: `city opportunities ${auditorId} ${cityId} ${kms} ${calendarDate(now)}`,
        scopes: auditorAnswerScopes(auditorId),
        schema: endpoints.cityOpportunities.answer,
        compute: async () => {
          // the same gates as the auditor's own list; only the point measured from differs
          await auditorOrigin(db, auditorId);
          const origin = await cityPoint(db, cityId);
          return opportunityCycles(db, auditorId, origin, kms, now, keptScore(db, responses, auditorId));
        },
      });
    });
  };
