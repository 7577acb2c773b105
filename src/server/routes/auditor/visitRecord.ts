import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISIT_RECORD_ENDPOINTS as endpoints } from '../../../contract/endpoints/visitRecord';
import type { Db } from '../../db/database';
import { REPORT_CALL_HANDLERS } from '../../domain/reportCallHandlers';
import { visitReceipt } from '../../domain/visitRecord/visitReceipt';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { ObjectStore } from '../../storage/objectStore';
import { issueTimeToken } from '../../visit/timeTokens';
import type { VisitSigner } from '../../visit/visitSigner';

/** The visit record (decision 0045): a time token to carry offline, and the chain's entries. */
export const visitRecordRoutes =
  (db: Db, signer: VisitSigner | null, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.visitTime, async () => {
      const now = new Date();
      return { token: signer ? issueTimeToken(signer, now) : null, server_time: now.toISOString() };
    });

    serveEndpoint(app, endpoints.visitEntry, async (request) =>
      REPORT_CALL_HANDLERS.visitEntry(db, currentUser(request).id, request, { signer }),
    );

    serveEndpoint(app, endpoints.visitReceipt, async (request) =>
      visitReceipt(db, store, currentUser(request).id, request.params.id),
    );
  };
