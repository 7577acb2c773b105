import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canEditScoring,
  SCORING_ENDPOINTS as endpoints,
  isReviewRole,
  MESSAGES,
  nonFieldError,
} from '../../contract';
import type { Db } from '../db/database';
import { cycleScoring, rescoreCycle, saveScoringRules } from '../domain/review/cycleScoring';
import { reviewerOf } from '../domain/review/reviewReports';
import { ApiError } from '../http/errors';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';

/**
 * A cycle's scoring rules (paths ours, under /api/review behind the QA, PM and client roles,
 * decision 0076): every reviewer reads them; saving a version and rescoring are the editors'.
 */
export const scoringRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const reviewer = async (request: Parameters<typeof currentUser>[0], edits: boolean) => {
      const user = currentUser(request);
      if (!isReviewRole(user.role)) throw new Error('scoring route without the review guard');
      if (edits && !canEditScoring(user.role)) throw new ApiError(403, nonFieldError(MESSAGES.forbidden));
      return reviewerOf(db, { id: user.id, role: user.role });
    };
    serveEndpoint(app, endpoints.rules, async (request) =>
      cycleScoring(db, await reviewer(request, false), request.params.id),
    );
    serveEndpoint(app, endpoints.saveRules, async (request) =>
      saveScoringRules(db, await reviewer(request, true), request.params.id, request.body),
    );
    serveEndpoint(app, endpoints.rescore, async (request) =>
      rescoreCycle(db, await reviewer(request, true), request.params.id, request.body.version),
    );
  };
