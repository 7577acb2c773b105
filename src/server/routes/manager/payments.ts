import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  managedPaymentListSchema,
  managedPaymentSchema,
  markFailedBodySchema,
  markPaidBodySchema,
  pageQuerySchema,
  paymentRunBodySchema,
  paymentRunListSchema,
  paymentRunSchema,
  staffActionListSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { paymentRunCsv } from '../../domain/manager/paymentRunCsv';
import {
  createPaymentRun,
  managedPayment,
  markPaymentFailed,
  markPaymentPaid,
  paymentRun,
  paymentRuns,
  pendingPayments,
} from '../../domain/manager/paymentRuns';
import { staffActionsOn } from '../../domain/staffActions';
import { currentUser } from '../../http/guards';

/**
 * Payment runs (issue 15; paths ours): the pending payments, runs, the bank's CSV, and marking
 * each payment paid or failed, with a payment's record.
 */
export const managerPaymentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const settled = { params: idParamsSchema, response: { 200: managedPaymentSchema } };
    app.get(
      '/payment',
      { schema: { querystring: pageQuerySchema, response: { 200: managedPaymentListSchema } } },
      (request) => pendingPayments(db, request.query.page),
    );
    app.get('/payment_run', { schema: { response: { 200: paymentRunListSchema } } }, () => paymentRuns(db));
    app.post(
      '/payment_run',
      { schema: { body: paymentRunBodySchema, response: { 200: paymentRunSchema } } },
      (request) => createPaymentRun(db, currentUser(request).id, request.body.payment_ids),
    );
    app.get(
      '/payment_run/:id',
      { schema: { params: idParamsSchema, response: { 200: paymentRunSchema } } },
      (request) => paymentRun(db, request.params.id),
    );
    app.get('/payment_run/:id/csv', { schema: { params: idParamsSchema } }, async (request, reply) => {
      const csv = await paymentRunCsv(db, currentUser(request).id, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payment-run-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
    app.post('/payment/:id/paid', { schema: { ...settled, body: markPaidBodySchema } }, (request) =>
      markPaymentPaid(db, currentUser(request).id, request.params.id, request.body.paid_on),
    );
    app.post('/payment/:id/failed', { schema: { ...settled, body: markFailedBodySchema } }, (request) =>
      markPaymentFailed(db, currentUser(request).id, request.params.id, request.body.reason),
    );
    app.get(
      '/payment/:id/history',
      { schema: { params: idParamsSchema, response: { 200: staffActionListSchema } } },
      async (request) => {
        await managedPayment(db, request.params.id);
        return { actions: await staffActionsOn(db, 'payment', request.params.id) };
      },
    );
  };
