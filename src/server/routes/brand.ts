import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  BRAND_WEBHOOK_MESSAGES,
  type BrandReportFilters,
  EXPORT_TOTAL_HEADER,
  BRAND_ENDPOINTS as endpoints,
  MESSAGES,
  nonFieldError,
} from '../../contract';
import type { Db } from '../db/database';
import { actionReaderOf } from '../domain/actions/actionPlanReach';
import { brandReportsCsv, brandReportsXlsx } from '../domain/brand/brandExport';
import {
  brandPeopleView,
  type InviteMailContext,
  inviteToBrand,
  saveBrandRegion,
} from '../domain/brand/brandPeople';
import { brandReport, brandReportVisit } from '../domain/brand/brandReport';
import {
  brandLeague,
  brandOverview,
  brandQuestions,
  brandReports,
  brandScopeOf,
  reportCount,
} from '../domain/brand/brandViews';
import { brandWebhookView, queueWebhookPing, saveBrandWebhook } from '../domain/brand/brandWebhook';
import { notFound, refused } from '../domain/errors';
import { ApiError } from '../http/errors';
import { currentUser } from '../http/guards';
import { EVERY_AUDITOR, type ResponseCache } from '../http/responseCache';
import { serveEndpoint } from '../http/serveEndpoint';
import type { Mailer } from '../mail/mailer';
import type { BrandScope } from '../repositories/brandScores';
import { reviewerBrand } from '../repositories/review';
import type { ObjectStore } from '../storage';

/**
 * A brand's views (paths ours, under /api/brand, decisions 0077 and 0078): its client account and
 * the people it invited read them, each within their seat; its people and regions are its client
 * account's alone.
 */
export const brandRoutes =
  (
    db: Db,
    store: ObjectStore,
    mailer: Mailer,
    mailContext: InviteMailContext,
    responses: ResponseCache,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = (request: Parameters<typeof currentUser>[0]) => brandScopeOf(db, currentUser(request).id);
    /**
     * A view's answer kept until the next write that can change it (decision 0048): staff's write
     * requests, and the close of client review, which accepts reports without one, bump every
     * auditor's scope. So the report a client accepts is in the next read, as without the keeping.
     * Kept per scope and filters: readers of one seat share an answer, never two seats.
     */
    const kept = async <S extends z.ZodType>(
      request: FastifyRequest,
      reply: FastifyReply,
      view: {
        name: string;
        schema: S;
        filters: object;
        compute: (scope: BrandScope) => Promise<z.output<S>>;
      },
    ) => {
      const scope = await scopeOf(request);
      return responses.send(request, reply, {
        key: `brand ${view.name} ${JSON.stringify(scope)} ${JSON.stringify(view.filters)}`,
        scopes: [EVERY_AUDITOR],
        schema: view.schema,
        compute: () => view.compute(scope),
      });
    };
    /** the brand its admin (the client account) runs: 403 for a brand team member, 404 for no brand */
    const adminBrandOf = async (request: Parameters<typeof currentUser>[0]) => {
      const user = currentUser(request);
      if (user.role !== 'client') throw new ApiError(403, nonFieldError(MESSAGES.forbidden));
      const clientId = await reviewerBrand(db, user.id);
      if (clientId === null) throw notFound();
      return { clientId, userId: user.id };
    };
    serveEndpoint(app, endpoints.overview, (request, reply) =>
      kept(request, reply, {
        name: 'overview',
        schema: endpoints.overview.answer,
        filters: request.query,
        compute: (scope) => brandOverview(db, scope, request.query),
      }),
    );
    serveEndpoint(app, endpoints.stores, (request, reply) =>
      kept(request, reply, {
        name: 'league',
        schema: endpoints.stores.answer,
        filters: request.query,
        compute: (scope) => brandLeague(db, scope, request.query),
      }),
    );
    serveEndpoint(app, endpoints.questions, (request, reply) =>
      kept(request, reply, {
        name: 'questions',
        schema: endpoints.questions.answer,
        filters: request.query,
        compute: (scope) => brandQuestions(db, scope, request.query),
      }),
    );
    /**
     * An export, streamed as it is written; `x-total-count` says how many reports it holds before
     * the first byte, so the page shows how far it got (decision 0082).
     */
    const exportFile = async (
      request: FastifyRequest<{ Querystring: BrandReportFilters }>,
      reply: FastifyReply,
      file: { write: typeof brandReportsCsv; type: string; name: string },
    ) => {
      const scope = await scopeOf(request);
      const total = await reportCount(db, scope, request.query);
      const body = await file.write(db, scope, request.query);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .header(EXPORT_TOTAL_HEADER, String(total))
        .send(body);
    };
    serveEndpoint(app, endpoints.reportsCsv, (request, reply) =>
      exportFile(request, reply, {
        write: brandReportsCsv,
        type: 'text/csv; charset=utf-8',
        name: 'accepted-reports.csv',
      }),
    );
    serveEndpoint(app, endpoints.reportsXlsx, (request, reply) =>
      exportFile(request, reply, {
        write: brandReportsXlsx,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        name: 'accepted-reports.xlsx',
      }),
    );
    serveEndpoint(app, endpoints.reports, (request, reply) => {
      const { page, ...filters } = request.query;
      return kept(request, reply, {
        name: 'reports',
        schema: endpoints.reports.answer,
        filters: request.query,
        compute: (scope) => brandReports(db, scope, filters, page),
      });
    });
    serveEndpoint(app, endpoints.report, async (request) =>
      brandReport(db, store, await actionReaderOf(db, currentUser(request).id), request.params.id),
    );
    serveEndpoint(app, endpoints.reportVisit, async (request) =>
      brandReportVisit(db, await scopeOf(request), request.params.id),
    );
    serveEndpoint(app, endpoints.people, async (request) =>
      brandPeopleView(db, (await adminBrandOf(request)).clientId),
    );
    serveEndpoint(app, endpoints.addRegion, async (request) =>
      saveBrandRegion(db, (await adminBrandOf(request)).clientId, null, request.body),
    );
    serveEndpoint(app, endpoints.saveRegion, async (request) =>
      saveBrandRegion(db, (await adminBrandOf(request)).clientId, request.params.id, request.body),
    );
    serveEndpoint(app, endpoints.webhook, async (request) =>
      brandWebhookView(db, (await adminBrandOf(request)).clientId),
    );
    serveEndpoint(app, endpoints.saveWebhook, async (request) =>
      saveBrandWebhook(db, (await adminBrandOf(request)).clientId, request.body, new Date()),
    );
    serveEndpoint(app, endpoints.testWebhook, async (request) => {
      const { clientId } = await adminBrandOf(request);
      if (!(await queueWebhookPing(db, clientId, new Date())))
        throw refused(BRAND_WEBHOOK_MESSAGES.noWebhook);
      return brandWebhookView(db, clientId);
    });
    serveEndpoint(app, endpoints.invite, async (request, reply) => {
      const { clientId, userId } = await adminBrandOf(request);
      await inviteToBrand(db, mailer, { clientId, invitedBy: userId, form: request.body }, mailContext);
      return reply.code(204).send();
    });
  };
