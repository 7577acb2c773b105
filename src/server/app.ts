import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, VERSION_HEADER } from '../contract';
import { csrfGuard } from './auth/csrf';
import { LoginThrottle } from './auth/loginThrottle';
import { registerAuthRoutes } from './auth/routes';
import { resolveSession, SESSION_COOKIE } from './auth/sessions';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { serveClientApp } from './http/clientApp';
import { installErrorHandler } from './http/errors';
import { requireRole } from './http/guards';
import { installSecurityHeaders } from './http/securityHeaders';
import { auditStoreRoutes } from './routes/auditor/auditStores';
import { dashboardRoutes } from './routes/auditor/dashboard';
import { reportRoutes } from './routes/auditor/report';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server: used by main.ts to listen and by the tests through inject. */
export async function buildApp({ db, config, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  installSecurityHeaders(app, config);

  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/auth/')) {
      request.sessionUser = await resolveSession(db, request.cookies[SESSION_COOKIE]);
    }
  });
  app.addHook('onRequest', csrfGuard(config.publicUrl));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.header(VERSION_HEADER, APP_VERSION);
      reply.header('cache-control', 'no-store');
    }
  });

  registerAuthRoutes(app, { db, config, throttle: new LoginThrottle() });

  await app.register(
    async (auditor) => {
      auditor.addHook('preHandler', requireRole('auditor'));
      await auditor.register(dashboardRoutes(db, config));
      await auditor.register(auditStoreRoutes(db));
      await auditor.register(reportRoutes(db));
    },
    { prefix: '/api/auditor' },
  );

  await serveClientApp(app, db, config.clientDir);
  return app;
}
