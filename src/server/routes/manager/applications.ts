import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_DECISIONS,
  applicationDecisionResultSchema,
  idParamsSchema,
  managedApplicationListSchema,
  managedCycleListSchema,
  pageQuerySchema,
  staffActionListSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { decideApplication } from '../../domain/manager/applicationDecisions';
import { cycleApplications, managedApplication, managedCycles } from '../../domain/manager/cycleApplications';
import { staffActionsOn } from '../../domain/staffActions';
import { currentUser } from '../../http/guards';

/**
 * The manager's application decisions (issue 15; paths ours): the cycles, a cycle's pending
 * applications, approve, waitlist and reject, and an application's record.
 */
export const managerApplicationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/audit_cycle', { schema: { response: { 200: managedCycleListSchema } } }, async () => ({
      cycles: await managedCycles(db),
    }));
    app.get(
      '/audit_cycle/:id/applications',
      {
        schema: {
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: managedApplicationListSchema },
        },
      },
      (request) => cycleApplications(db, request.params.id, request.query.page),
    );
    for (const decision of APPLICATION_DECISIONS)
      app.post(
        `/application/:id/${decision}`,
        { schema: { params: idParamsSchema, response: { 200: applicationDecisionResultSchema } } },
        (request) => decideApplication(db, currentUser(request).id, request.params.id, decision),
      );
    app.get(
      '/application/:id/history',
      { schema: { params: idParamsSchema, response: { 200: staffActionListSchema } } },
      async (request) => {
        await managedApplication(db, request.params.id);
        return { actions: await staffActionsOn(db, 'application', request.params.id) };
      },
    );
  };
