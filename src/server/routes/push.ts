import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUSH_ENDPOINTS as endpoints } from '../../contract';
import { sessionHashOf } from '../auth/sessions';
import type { Db } from '../db/database';
import {
  type PushOffer,
  pushSettings,
  subscribeDevice,
  unsubscribeDevice,
} from '../domain/notices/pushDevices';
import { currentUser } from '../http/guards';
import { serveEndpoint } from '../http/serveEndpoint';

/** Notifications on devices, for every signed-in role (registered beside the notice centre; decision 0040). */
export const pushRoutes =
  (db: Db, offer: PushOffer): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.settings, (request) => pushSettings(db, offer, currentUser(request).id));
    serveEndpoint(app, endpoints.subscribe, async (request, reply) => {
      // signed in (the scope's guard), so the request carries its session's token
      const sessionHash = sessionHashOf(request) ?? '';
      await subscribeDevice(db, offer, { userId: currentUser(request).id, sessionHash }, request.body);
      return reply.code(204).send();
    });
    serveEndpoint(app, endpoints.unsubscribe, async (request, reply) => {
      await unsubscribeDevice(db, currentUser(request).id, request.body.endpoint);
      return reply.code(204).send();
    });
  };
