import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLY_MESSAGES,
  applicationSchema,
  appliedListSchema,
  appliedQuerySchema,
  applyBodySchema,
  idParamsSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { appliedAudits, apply, cancel, reapply } from '../../domain/applications';
import { fieldsRefused } from '../../domain/errors';
import { currentUser } from '../../http/guards';

/** Applications (spec §7, Discovery and application; issue 13; reapply: decision 0019). */
export const applicationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const write = { params: idParamsSchema, body: applyBodySchema, response: { 200: applicationSchema } };
    /** the spec's body repeats the path's audit id: a different one is a mistake, not a second audit */
    const sameAudit = (pathId: number, bodyId: number | undefined) => {
      if (bodyId !== undefined && bodyId !== pathId)
        throw fieldsRefused({ audit_id: [APPLY_MESSAGES.notOpen] });
    };

    app.post('/audit/:id/application/apply', { schema: write }, async (request) => {
      sameAudit(request.params.id, request.body.audit_id);
      return apply(db, currentUser(request).id, request.params.id, request.body.audit_date);
    });

    app.post('/audit/:id/application/reapply', { schema: write }, async (request) => {
      sameAudit(request.params.id, request.body.audit_id);
      return reapply(db, currentUser(request).id, request.params.id, request.body.audit_date);
    });

    app.post(
      '/audit/:id/application/cancel',
      { schema: { params: idParamsSchema, response: { 200: applicationSchema } } },
      async (request) => cancel(db, currentUser(request).id, request.params.id),
    );

    app.get(
      '/applied_audits',
      { schema: { querystring: appliedQuerySchema, response: { 200: appliedListSchema } } },
      async (request) => appliedAudits(db, currentUser(request).id, request.query),
    );
  };
