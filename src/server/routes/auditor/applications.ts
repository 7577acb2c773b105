import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLY_MESSAGES, APPLICATION_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { appliedAudits, apply, cancel, reapply } from '../../domain/applications';
import { fieldsRefused } from '../../domain/errors';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** Applications (decision 0019). */
export const applicationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    /** the spec's body repeats the path's audit id: a different one is a mistake, not a second audit */
    const sameAudit = (pathId: number, bodyId: number | undefined) => {
      if (bodyId !== undefined && bodyId !== pathId)
        throw fieldsRefused({ audit_id: [APPLY_MESSAGES.notOpen] });
    };

    serveEndpoint(app, endpoints.apply, async (request) => {
      sameAudit(request.params.id, request.body.audit_id);
      return apply(db, currentUser(request).id, request.params.id, request.body.audit_date);
    });

    serveEndpoint(app, endpoints.reapply, async (request) => {
      sameAudit(request.params.id, request.body.audit_id);
      return reapply(db, currentUser(request).id, request.params.id, request.body.audit_date);
    });

    serveEndpoint(app, endpoints.cancel, (request) => cancel(db, currentUser(request).id, request.params.id));

    serveEndpoint(app, endpoints.applied, (request) =>
      appliedAudits(db, currentUser(request).id, request.query),
    );
  };
