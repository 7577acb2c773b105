import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_ENDPOINTS as endpoints, isReviewRole } from '../../contract';
import type { Db } from '../db/database';
import { acceptReport, rejectReport, sendBackReport } from '../domain/review/reviewActions';
import {
  type Reviewer,
  reviewableReport,
  reviewerOf,
  reviewQueue,
  reviewReport,
} from '../domain/review/reviewReports';
import { staffActionsOn } from '../domain/staffActions';
import { visitBundle } from '../domain/visitRecord/visitBundle';
import { visitEvidence } from '../domain/visitRecord/visitEvidence';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';
import type { ObjectStore } from '../storage';
import type { VisitSigner } from '../visit/visitSigner';

/**
 * Report review (paths ours, under /api/review behind the QA, PM and client roles): the queue of
 * the caller's stage, one report, accept, reject (client), send back (QA, PM) and the report's
 * record of reviews.
 */
/** The caller as a reviewer: the review guard let only QA, PM and client users through. */
function reviewerIn(db: Db, request: FastifyRequest): Promise<Reviewer> {
  const user = currentUser(request);
  if (!isReviewRole(user.role)) throw new Error('review route without the review guard');
  return reviewerOf(db, { id: user.id, role: user.role });
}

export const reviewRoutes =
  (db: Db, store: ObjectStore, signer: VisitSigner | null): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.queue, async (request) =>
      reviewQueue(db, await reviewerIn(db, request), request.query.page),
    );
    serveEndpoint(app, endpoints.report, async (request) =>
      reviewReport(db, store, await reviewerIn(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.accept, async (request) =>
      acceptReport(db, await reviewerIn(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.reject, async (request) =>
      rejectReport(db, await reviewerIn(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.sendBack, async (request) =>
      sendBackReport(db, await reviewerIn(db, request), request.params.id, request.body),
    );
    serveEndpoint(app, endpoints.history, async (request) => {
      await reviewableReport(db, await reviewerIn(db, request), request.params.id);
      return { actions: await staffActionsOn(db, 'audit_store', request.params.id) };
    });
    serveEndpoint(app, endpoints.visitEvidence, async (request) =>
      visitEvidence(db, await reviewerIn(db, request), request.params.id),
    );
    serveEndpoint(app, endpoints.visitBundle, async (request) =>
      visitBundle(db, signer, await reviewerIn(db, request), request.params.id),
    );
  };
