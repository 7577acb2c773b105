import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_UNSENT_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import {
  auditorDevicesUnsent,
  forgetDevice,
  recordDeviceUnsent,
  rememberedUnsent,
} from '../../domain/deviceUnsent';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** What the auditor's devices hold unsent (decision 0072): told, read back, forgotten. */
export const deviceUnsentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.report, async (request, reply) => {
      await recordDeviceUnsent(db, currentUser(request).id, request.body);
      return reply.code(204).send();
    });
    serveEndpoint(app, endpoints.remembered, (request) => rememberedUnsent(db, currentUser(request).id));
    serveEndpoint(app, endpoints.forget, async (request, reply) => {
      await forgetDevice(db, currentUser(request).id, request.params.device);
      return reply.code(204).send();
    });
  };

/** The manager's read of an auditor's devices. */
export const managerDeviceUnsentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.ofAuditor, (request) => auditorDevicesUnsent(db, request.params.id));
  };
