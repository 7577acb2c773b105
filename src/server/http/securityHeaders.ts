import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isBuiltPageCode, TRANSLATE_ORIGINS } from '../../contract';
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
  // A built script or style obeys only what says how to read it and who may load it; the rest
  // (the policy, framing, the opener) is read off the document. A first load fetches dozens of
  // built files, and over HTTP/1.1 each answer's headers travel with it: these cut about 500 bytes
  // a file (measured on the install before decision 0056 bundled it: 623 to 551 KiB for 148 files).
  // Workers keep the whole set: a worker runs under the policy sent with its script.
  const applyFileHeaders = helmet({
    hsts: config.publicUrl?.startsWith('https://') ?? false,
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const apply = isBuiltPageCode(request.url) ? applyFileHeaders : applyHeaders;
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
