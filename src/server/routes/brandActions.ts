import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_ENDPOINTS as endpoints } from '../../contract';
import type { Db } from '../db/database';
import { openActionPlanByHand } from '../domain/actions/actionPlanByHand';
import { answerActionItem, reviewActionItem, sendPlanForReview } from '../domain/actions/actionPlanMoves';
import { actionReaderOf } from '../domain/actions/actionPlanReach';
import { actionPlanList, actionPlanView } from '../domain/actions/actionPlanViews';
import { completeActionProof, startActionProof } from '../domain/actions/actionProofs';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';
import type { ObjectStore } from '../storage';

/**
 * A brand's corrective action plans (paths ours, under /api/brand, decisions 0084 and 0085): each
 * reader within their seat; the store works a plan, a seat above it signs it off.
 */
export const brandActionRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    const readerOf = (request: Parameters<typeof currentUser>[0]) =>
      actionReaderOf(db, currentUser(request).id);
    serveEndpoint(app, endpoints.actionPlans, async (request) =>
      actionPlanList(db, (await readerOf(request)).scope, new Date()),
    );
    serveEndpoint(app, endpoints.actionPlan, async (request) =>
      actionPlanView(db, store, await readerOf(request), request.params.id, new Date()),
    );
    serveEndpoint(app, endpoints.answerItem, async (request) =>
      answerActionItem(db, store, await readerOf(request), request.params.id, request.body, new Date()),
    );
    serveEndpoint(app, endpoints.planReady, async (request) =>
      sendPlanForReview(db, store, await readerOf(request), request.params.id, new Date()),
    );
    serveEndpoint(app, endpoints.reviewItem, async (request) =>
      reviewActionItem(db, store, await readerOf(request), request.params.id, request.body, new Date()),
    );
    serveEndpoint(app, endpoints.openPlan, async (request) =>
      openActionPlanByHand(db, store, await readerOf(request), request.params.id, request.body, new Date()),
    );
    serveEndpoint(app, endpoints.startProof, async (request) =>
      startActionProof(db, store, await readerOf(request), request.params.id, request.body),
    );
    serveEndpoint(app, endpoints.completeProof, async (request) =>
      completeActionProof(db, store, await readerOf(request), request.params.id),
    );
  };
