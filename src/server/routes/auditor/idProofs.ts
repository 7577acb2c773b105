import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ID_PROOF_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { ID_PROOF_TARGET, listIdProofs, startUpload, toApi } from '../../domain/attachments';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { ObjectStore } from '../../storage';

/** The ID Proofs panel's calls (decision 0007; docs/rules.md#account-and-profile). */
export const idProofRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.list, (request) => listIdProofs(db, store, currentUser(request).id));

    serveEndpoint(app, endpoints.startUpload, async (request) => {
      const { row, post } = await startUpload(
        db,
        store,
        currentUser(request).id,
        ID_PROOF_TARGET,
        request.body,
      );
      return { ...post, attachment: await toApi(store, row) };
    });
  };
