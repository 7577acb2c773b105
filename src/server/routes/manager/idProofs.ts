import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  idProofParamsSchema,
  idProofViewSchema,
  managedIdProofListSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { managedIdProofs, viewIdProof } from '../../domain/dataViews';
import { currentUser } from '../../http/guards';
import type { ObjectStore } from '../../storage';

/** An auditor's ID proofs as a manager sees them: listed, and each opened on a recorded view. */
export const managerIdProofRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auditor/:id/id_proofs',
      { schema: { params: idParamsSchema, response: { 200: managedIdProofListSchema } } },
      async (request) => ({ id_proofs: await managedIdProofs(db, request.params.id) }),
    );
    app.post(
      '/auditor/:id/id_proofs/:attachmentId/view',
      { schema: { params: idProofParamsSchema, response: { 200: idProofViewSchema } } },
      (request) =>
        viewIdProof(db, store, currentUser(request).id, request.params.id, request.params.attachmentId),
    );
  };
