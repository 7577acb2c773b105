import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentParamsSchema, attachmentSchema } from '../../../contract';
import type { Db } from '../../db/database';
import { completeAttachment, deleteAttachment } from '../../domain/attachments';
import { currentUser } from '../../http/guards';
import type { ObjectStore } from '../../storage';

/** Calls shared by every kind of attachment (ID proofs and report proofs): complete and delete. */
export const attachmentRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/attachment/:id/complete',
      { schema: { params: attachmentParamsSchema, response: { 200: attachmentSchema } } },
      async (request) => completeAttachment(db, store, currentUser(request).id, request.params.id),
    );

    app.delete('/attachment/:id', { schema: { params: attachmentParamsSchema } }, async (request, reply) => {
      await deleteAttachment(db, store, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    });
  };
