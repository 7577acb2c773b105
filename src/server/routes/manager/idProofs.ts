import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGER_AUDITOR_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { managedIdProofs, viewIdProof } from '../../domain/dataViews';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { ObjectStore } from '../../storage';

/** An auditor's ID proofs as a manager sees them: listed, and each opened on a recorded view. */
export const managerIdProofRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.idProofs, async (request) => ({
      id_proofs: await managedIdProofs(db, request.params.id),
    }));
    serveEndpoint(app, endpoints.viewIdProof, (request) =>
      viewIdProof(db, store, currentUser(request).id, request.params.id, request.params.attachmentId),
    );
  };
