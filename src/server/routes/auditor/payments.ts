import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_ENDPOINTS as endpoints, PAYMENT_MESSAGES } from '../../../contract';
import type { Db } from '../../db/database';
import { monthlyEarnings, paymentConcern, paymentList, paymentSummary } from '../../domain/payments';
import { paymentTimeline } from '../../domain/paymentTimeline';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** Payments (decision 0020). */
export const paymentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.list, (request) => paymentList(db, currentUser(request).id, request.query));
    serveEndpoint(app, endpoints.summary, (request) => paymentSummary(db, currentUser(request).id));
    serveEndpoint(app, endpoints.monthly, (request) => monthlyEarnings(db, currentUser(request).id));
    serveEndpoint(app, endpoints.timeline, (request) =>
      paymentTimeline(db, currentUser(request).id, request.params.id),
    );
    serveEndpoint(app, endpoints.concern, async (request) => {
      await paymentConcern(db, currentUser(request).id, request.params.id, request.body);
      return { detail: PAYMENT_MESSAGES.concernThanks };
    });
  };
