import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_DECISIONS, MANAGER_APPLICATION_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { decideApplication } from '../../domain/manager/applicationDecisions';
import { cycleApplications, managedApplication, managedCycles } from '../../domain/manager/cycleApplications';
import { staffActionsOn } from '../../domain/staffActions';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * The manager's application decisions (paths ours): the cycles, a cycle's pending applications,
 * approve, waitlist and reject, and an application's record.
 */
export const managerApplicationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.cycles, async () => ({ cycles: await managedCycles(db) }));
    serveEndpoint(app, endpoints.cycleApplications, (request) =>
      cycleApplications(db, request.params.id, request.query.page),
    );
    for (const decision of APPLICATION_DECISIONS)
      serveEndpoint(app, endpoints[decision], (request) =>
        decideApplication(db, currentUser(request).id, request.params.id, decision),
      );
    serveEndpoint(app, endpoints.history, async (request) => {
      await managedApplication(db, request.params.id);
      return { actions: await staffActionsOn(db, 'application', request.params.id) };
    });
  };
