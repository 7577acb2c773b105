import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  monthlyEarningsSchema,
  PAYMENT_MESSAGES,
  PAYMENT_WRITE_CALLS,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSummarySchema,
  paymentTimelineSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { monthlyEarnings, paymentConcern, paymentList, paymentSummary } from '../../domain/payments';
import { paymentTimeline } from '../../domain/paymentTimeline';
import { currentUser } from '../../http/guards';

/** Payments (spec §7, Payments; issue 14, decision 0020). */
export const paymentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/payment',
      { schema: { querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
      async (request) => paymentList(db, currentUser(request).id, request.query),
    );

    app.get('/payment/summary', { schema: { response: { 200: paymentSummarySchema } } }, async (request) =>
      paymentSummary(db, currentUser(request).id),
    );

    app.get('/payment/monthly', { schema: { response: { 200: monthlyEarningsSchema } } }, async (request) =>
      monthlyEarnings(db, currentUser(request).id),
    );

    app.get(
      '/payment/:id/timeline',
      { schema: { params: idParamsSchema, response: { 200: paymentTimelineSchema } } },
      async (request) => paymentTimeline(db, currentUser(request).id, request.params.id),
    );

    const concernCall = PAYMENT_WRITE_CALLS.paymentConcern;
    app.post(
      concernCall.route,
      {
        schema: {
          params: concernCall.params,
          body: concernCall.body,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (request) => {
        await paymentConcern(db, currentUser(request).id, request.params.id, request.body);
        return { detail: PAYMENT_MESSAGES.concernThanks };
      },
    );
  };
