import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTICE_ENDPOINTS as endpoints } from '../../contract';
import type { Db } from '../db/database';
import { noticeList, readNotice } from '../domain/notices/notify';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';

/** The notice centre, for every signed-in role (registered beside `config` in app.ts; decision 0038). */
export const noticeRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.list, (request) => noticeList(db, currentUser(request).id));
    serveEndpoint(app, endpoints.markRead, async (request, reply) => {
      await readNotice(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    });
  };
