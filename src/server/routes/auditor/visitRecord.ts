import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISIT_RECORD_ENDPOINTS as endpoints } from '../../../contract/endpoints/visitRecord';
import type { Db } from '../../db/database';
import { appendVisitEntry } from '../../domain/visitRecord/visitEntries';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import { issueTimeToken } from '../../visit/timeTokens';
import type { VisitSigner } from '../../visit/visitSigner';

/** The visit record (decision 0045): a time token to carry offline, and the chain's entries. */
export const visitRecordRoutes =
  (db: Db, signer: VisitSigner | null): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.visitTime, async () => {
      const now = new Date();
      return { token: signer ? issueTimeToken(signer, now) : null, server_time: now.toISOString() };
    });

    serveEndpoint(app, endpoints.visitEntry, async (request) =>
      appendVisitEntry(
        db,
        signer,
        { auditorId: currentUser(request).id, auditStoreId: request.params.id },
        request.body,
      ),
    );
  };
