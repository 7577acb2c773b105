import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_ENDPOINTS as endpoints, MESSAGES, nonFieldError } from '../../contract';
import type { Db } from '../db/database';
import { brandReportsCsv } from '../domain/brand/brandExport';
import {
  brandPeopleView,
  type InviteMailContext,
  inviteToBrand,
  saveBrandRegion,
} from '../domain/brand/brandPeople';
import {
  brandLeague,
  brandOverview,
  brandQuestions,
  brandReports,
  brandScopeOf,
} from '../domain/brand/brandViews';
import { notFound } from '../domain/errors';
import { ApiError } from '../http/errors';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';
import type { Mailer } from '../mail/mailer';
import { reviewerBrand } from '../repositories/review';

/**
 * A brand's views (paths ours, under /api/brand, decisions 0077 and 0078): its client account and
 * the people it invited read them, each within their seat; its people and regions are its client
 * account's alone.
 */
export const brandRoutes =
  (db: Db, mailer: Mailer, mailContext: InviteMailContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = (request: Parameters<typeof currentUser>[0]) => brandScopeOf(db, currentUser(request).id);
    /** the brand its admin (the client account) runs: 403 for a brand team member, 404 for no brand */
    const adminBrandOf = async (request: Parameters<typeof currentUser>[0]) => {
      const user = currentUser(request);
      if (user.role !== 'client') throw new ApiError(403, nonFieldError(MESSAGES.forbidden));
      const clientId = await reviewerBrand(db, user.id);
      if (clientId === null) throw notFound();
      return { clientId, userId: user.id };
    };
    serveEndpoint(app, endpoints.overview, async (request) =>
      brandOverview(db, await scopeOf(request), request.query),
    );
    serveEndpoint(app, endpoints.stores, async (request) =>
      brandLeague(db, await scopeOf(request), request.query),
    );
    serveEndpoint(app, endpoints.questions, async (request) =>
      brandQuestions(db, await scopeOf(request), request.query),
    );
    serveEndpoint(app, endpoints.reportsCsv, async (request, reply) => {
      const csv = await brandReportsCsv(db, await scopeOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="accepted-reports.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    });
    serveEndpoint(app, endpoints.reports, async (request) => {
      const { page, ...filters } = request.query;
      return brandReports(db, await scopeOf(request), filters, page);
    });
    serveEndpoint(app, endpoints.people, async (request) =>
      brandPeopleView(db, (await adminBrandOf(request)).clientId),
    );
    serveEndpoint(app, endpoints.addRegion, async (request) =>
      saveBrandRegion(db, (await adminBrandOf(request)).clientId, null, request.body),
    );
    serveEndpoint(app, endpoints.saveRegion, async (request) =>
      saveBrandRegion(db, (await adminBrandOf(request)).clientId, request.params.id, request.body),
    );
    serveEndpoint(app, endpoints.invite, async (request, reply) => {
      const { clientId, userId } = await adminBrandOf(request);
      await inviteToBrand(db, mailer, { clientId, invitedBy: userId, form: request.body }, mailContext);
      return reply.code(204).send();
    });
  };
