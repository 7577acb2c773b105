import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentSchema, idProofUploadStartBodySchema, uploadStartResponseSchema } from '../../../contract';
import type { Db } from '../../db/database';
import { ID_PROOF_TARGET, listIdProofs, startUpload, toApi } from '../../domain/attachments';
import { currentUser } from '../../http/guards';
import type { ObjectStore } from '../../storage';

/** The ID Proofs panel's calls (spec: account §2 ID Proofs panel, §7). */
export const idProofRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/id_proof/attachment',
      { schema: { response: { 200: z.array(attachmentSchema) } } },
      async (request) => listIdProofs(db, store, currentUser(request).id),
    );

    app.post(
      '/id_proof/attachment',
      { schema: { body: idProofUploadStartBodySchema, response: { 200: uploadStartResponseSchema } } },
      async (request) => {
        const { row, post } = await startUpload(
          db,
          store,
          currentUser(request).id,
          ID_PROOF_TARGET,
          request.body,
        );
        return { ...post, attachment: await toApi(store, row) };
      },
    );
  };
