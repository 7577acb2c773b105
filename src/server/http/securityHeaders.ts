import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { TRANSLATE_ORIGINS } from '../../contract';
import type { ServerConfig } from '../config';
import { objectStoreOrigins } from '../storage';

/**
 * Helmet's security headers on every response. The middleware is built once here: the Fastify
 * plugin (@fastify/helmet) rebuilds it, parsing every CSP directive, on each request, which cost
 * more than the rest of an answer save's request handling.
 */
/** Where an error-reporting DSN sends its events: the DSN's own origin, or none if it is not an address. */
export function errorReportingOrigin(dsn: string | null): string | null {
  if (!dsn || !URL.canParse(dsn)) return null;
  return new URL(dsn).origin;
}

export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  // Third-party scripts are allowed only when their id is configured (README, Configuration).
  const translate = config.brand.translateWidget;
  const thirdPartyScripts = [
    ...(config.brand.analyticsId ? ['https://www.googletagmanager.com'] : []),
    ...(config.brand.collectCdnId ? ['https://collectcdn.com'] : []),
    ...(translate ? TRANSLATE_ORIGINS.script : []),
  ];
  // error reporting is bundled code (loaded lazily); it only needs to reach its DSN's host
  const errorReporting = errorReportingOrigin(config.brand.sentryDsn);
  const thirdPartyConnect = [
    ...(config.brand.analyticsId ? ['https://*.google-analytics.com'] : []),
    ...(errorReporting ? [errorReporting] : []),
    ...(translate ? TRANSLATE_ORIGINS.connect : []),
  ];
  const thirdPartyImages = translate ? TRANSLATE_ORIGINS.image : [];
  const thirdPartyFrames = translate ? TRANSLATE_ORIGINS.frame : [];
  const storage = objectStoreOrigins(config);
  // the shopper guide's embeds: exactly the configured origins, nothing else
  const guide = config.guideEmbedOrigins;
  const applyHeaders = helmet({
    // Served over plain HTTP on localhost too, so no forced upgrades or HSTS there.
    hsts: config.publicUrl?.startsWith('https://') ?? false,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'img-src': ["'self'", 'data:', 'blob:', ...storage, ...guide, ...thirdPartyImages],
        'media-src': ["'self'", 'blob:', ...storage, ...guide],
        'frame-src': ["'self'", ...guide, ...thirdPartyFrames],
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
