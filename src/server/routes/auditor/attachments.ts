import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentParamsSchema, attachmentSchema, reportProofSchema } from '../../../contract';
import type { Db } from '../../db/database';
import { deleteAttachment } from '../../domain/attachmentLifecycle';
import { completeUpload } from '../../domain/reportProofs';
import { currentUser } from '../../http/guards';
import type { ObjectStore } from '../../storage';

/** Calls shared by every kind of attachment (ID proofs and report proofs): complete and delete. */
export const attachmentRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/attachment/:id/complete',
      {
        schema: {
          params: attachmentParamsSchema,
          // a report proof is answered with its section, tag, order and repeat alert
          response: { 200: z.union([reportProofSchema, attachmentSchema]) },
        },
      },
      async (request) => completeUpload(db, store, currentUser(request), request.params.id),
    );

    app.delete('/attachment/:id', { schema: { params: attachmentParamsSchema } }, async (request, reply) => {
      await deleteAttachment(db, store, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    });
  };
