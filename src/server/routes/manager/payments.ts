import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_RUN_ENDPOINTS as endpoints } from '../../../contract';
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
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * Payment runs (paths ours): the pending payments, runs, the bank's CSV, and marking each payment
 * paid or failed, with a payment's record.
 */
export const managerPaymentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.pending, (request) => pendingPayments(db, request.query.page));
    serveEndpoint(app, endpoints.runs, () => paymentRuns(db));
    serveEndpoint(app, endpoints.create, (request) =>
      createPaymentRun(db, currentUser(request).id, request.body.payment_ids),
    );
    serveEndpoint(app, endpoints.run, (request) => paymentRun(db, request.params.id));
    serveEndpoint(app, endpoints.csv, async (request, reply) => {
      const csv = await paymentRunCsv(db, currentUser(request).id, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payment-run-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
    serveEndpoint(app, endpoints.paid, (request) =>
      markPaymentPaid(db, currentUser(request).id, request.params.id, request.body.paid_on),
    );
    serveEndpoint(app, endpoints.failed, (request) =>
      markPaymentFailed(db, currentUser(request).id, request.params.id, request.body.reason),
    );
    serveEndpoint(app, endpoints.history, async (request) => {
      await managedPayment(db, request.params.id);
      return { actions: await staffActionsOn(db, 'payment', request.params.id) };
    });
  };
