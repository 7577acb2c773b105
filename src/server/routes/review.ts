import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_ENDPOINTS as endpoints, isReviewRole } from '../../contract';
import type { Db } from '../db/database';
import { acceptReport, rejectReport, sendBackReport } from '../domain/review/reviewActions';
import { type Reviewer, reviewableReport, reviewQueue, reviewReport } from '../domain/review/reviewReports';
import { staffActionsOn } from '../domain/staffActions';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';
import type { ObjectStore } from '../storage';

/**
 * Report review (paths ours, under /api/review behind the QA, PM and client roles): the queue of
 * the caller's stage, one report, accept, reject (client), send back (QA, PM) and the report's
 * record of reviews.
 */
async function reviewerOf(db: Db, request: FastifyRequest): Promise<Reviewer> {
  const user = currentUser(request);
  if (!isReviewRole(user.role)) throw new Error('review route without the review guard');
  const row = await db.selectFrom('users').select('client_id').where('id', '=', user.id).executeTakeFirst();
  return { id: user.id, role: user.role, clientId: row?.client_id ?? null };
}

export const reviewRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.queue, async (request) =>
      reviewQueue(db, await reviewerOf(db, request), request.query.page),
    );
    serveEndpoint(app, endpoints.report, async (request) =>
      reviewReport(db, store, await reviewerOf(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.accept, async (request) =>
      acceptReport(db, await reviewerOf(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.reject, async (request) =>
      rejectReport(db, await reviewerOf(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.sendBack, async (request) =>
      sendBackReport(db, await reviewerOf(db, request), request.params.id, request.body),
    );
    serveEndpoint(app, endpoints.history, async (request) => {
      await reviewableReport(db, await reviewerOf(db, request), request.params.id);
      return { actions: await staffActionsOn(db, 'audit_store', request.params.id) };
    });
  };
