import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENT_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { deleteAttachment } from '../../domain/attachmentLifecycle';
import { openParts, partLanded, sendPart } from '../../domain/attachmentParts';
import { completeUpload } from '../../domain/reportProofs';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { ObjectStore } from '../../storage';

/** Calls shared by every kind of attachment (ID proofs and report proofs): complete, delete, parts. */
export const attachmentRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.complete, (request) =>
      completeUpload(db, store, currentUser(request), request.params.id),
    );

    serveEndpoint(app, endpoints.openParts, (request) =>
      openParts(db, store, currentUser(request).id, request.params.id, request.body.part_size),
    );

    serveEndpoint(app, endpoints.sendPart, (request) =>
      sendPart(db, store, currentUser(request).id, request.params.id, request.params.part, request.body),
    );

    serveEndpoint(app, endpoints.partLanded, async (request, reply) => {
      const { id, part } = request.params;
      await partLanded(db, store, currentUser(request).id, id, part, request.body);
      return reply.code(204).send();
    });

    serveEndpoint(app, endpoints.remove, async (request, reply) => {
      await deleteAttachment(db, store, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    });
  };
