import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config';
import { objectStoreOrigins } from '../storage';

/**
 * Helmet's security headers on every response. The middleware is built once here: the Fastify
 * plugin (@fastify/helmet) rebuilds it, parsing every CSP directive, on each request, which cost
 * more than the rest of an answer save's request handling.
 */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  // Third-party scripts are allowed only when their id is configured (README, Configuration).
  const thirdPartyScripts = [
    ...(config.brand.analyticsId ? ['https://www.googletagmanager.com'] : []),
    ...(config.brand.collectCdnId ? ['https://collectcdn.com'] : []),
  ];
  const thirdPartyConnect = config.brand.analyticsId ? ['https://*.google-analytics.com'] : [];
  const storage = objectStoreOrigins(config);
  const applyHeaders = helmet({
    // Served over plain HTTP on localhost too, so no forced upgrades or HSTS there.
    hsts: config.publicUrl?.startsWith('https://') ?? false,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'img-src': ["'self'", 'data:', 'blob:', ...storage],
        'media-src': ["'self'", 'blob:', ...storage],
        'worker-src': ["'self'"],
        'script-src': ["'self'", ...thirdPartyScripts],
        'connect-src': ["'self'", ...thirdPartyConnect, ...storage],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
