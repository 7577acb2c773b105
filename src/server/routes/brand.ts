import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_ENDPOINTS as endpoints, MESSAGES, nonFieldError } from '../../contract';
import type { Db } from '../db/database';
import { brandReportsCsv } from '../domain/brand/brandExport';
import { brandLeague, brandOverview, brandReports, brandScopeOf } from '../domain/brand/brandViews';
import { ApiError } from '../http/errors';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';

/**
 * A brand's views (paths ours, under /api/review, decision 0077): its client users' alone; QA and
 * the PM review reports of every brand and read no brand's figures here.
 */
export const brandRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = async (request: Parameters<typeof currentUser>[0]) => {
      const user = currentUser(request);
      if (user.role !== 'client') throw new ApiError(403, nonFieldError(MESSAGES.forbidden));
      return brandScopeOf(db, user.id);
    };
    serveEndpoint(app, endpoints.overview, async (request) =>
      brandOverview(db, await scopeOf(request), request.query),
    );
    serveEndpoint(app, endpoints.stores, async (request) =>
      brandLeague(db, await scopeOf(request), request.query),
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
  };
