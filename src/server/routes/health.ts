import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The readiness check's own bound: a load balancer's probe must not hang with the database. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * For the load balancer (docs/deploy.md). `live`: the process answers. `ready`: it can reach its
 * database now, so a stalled or unreachable database takes the instance out of rotation instead
 * of every API call hanging behind a green health check. No session, no body, nothing private.
 */
export function healthRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/live', async () => ({ status: 'live' }));
    app.get('/ready', async (_request, reply) => {
      const reachable = await databaseAnswers(db);
      return reply.code(reachable ? 200 : 503).send({ database: reachable ? 'ok' : 'unreachable' });
    });
  };
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  const probe = sql`select 1 as one`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
