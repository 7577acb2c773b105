import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_ENDPOINTS as endpoints } from '../../contract';
import { type Db, databaseAnswers } from '../db/database';
import { serveEndpoint } from '../http/serveEndpoint';

/**
 * For the load balancer (docs/deploy.md). `live`: the process answers. `ready`: it can reach its
 * database now, so a stalled or unreachable database takes the instance out of rotation instead
 * of every API call hanging behind a green health check. No session, no body, nothing private.
 */
/** The readiness check's own bound: a load balancer's probe must not hang with the database. */
export const READINESS_TIMEOUT_MS = 2_000;

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    serveEndpoint(app, endpoints.live, () => ({ status: 'live' as const }));
    serveEndpoint(app, endpoints.ready, async (_request, reply) => {
      const reachable = await databaseAnswers(db, READINESS_TIMEOUT_MS);
      reply.code(reachable ? 200 : 503);
      return { database: reachable ? ('ok' as const) : ('unreachable' as const) };
    });
  };
}
