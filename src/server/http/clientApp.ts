import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loginPath, MESSAGES, nonFieldError } from '../../contract';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';
import type { AllowedMethods } from './methodNotAllowed';
import { pageAt, preloadedPages } from './screenPreloads';

/**
 * Paths that belong to the server; everything else is the app (docs/api.md#one-origin-one-base).
 */
const SERVER_PREFIXES = ['/api/', '/auth/', '/storage/'];

/**
 * Serves the built client: hashed assets cached for a year, the service worker, manifest and
 * index.html always revalidated, and unknown app paths answered with index.html so deep links work.
 * App pages need a session: without one, the login page is answered with `next` set. A server
 * path under a method it does not answer is a 405 with `Allow`.
 */
export async function serveClientApp(
  app: FastifyInstance,
  db: Db,
  clientDir: string | undefined,
  allowedMethods: AllowedMethods = () => [],
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && existsSync(indexFile);
  // a screen's page names its first-load files (decision 0061)
  const pages = hasClient && clientDir ? preloadedPages(clientDir) : [];
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // the build leaves .br and .gz copies beside each file (scripts/precompress.ts)
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((prefix) => url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isServerPath || !wantsPage || !hasClient) {
      // a path that exists, under a method it does not answer (methodNotAllowed.ts)
      const allowed = isServerPath ? allowedMethods(request.url) : [];
      if (allowed.length > 0)
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send(nonFieldError(MESSAGES.methodNotAllowed));
      return reply.code(404).send(nonFieldError(MESSAGES.notFound));
    }
    // A first visit without a session goes straight to the login page. Once the service worker is
    // installed it answers navigations itself, and the app's 403 handling takes over.
    const user = await resolveSession(db, request.cookies[SESSION_COOKIE]);
    if (!user) return reply.code(302).redirect(loginPath(request.url));
    reply.header('cache-control', 'no-cache');
    const page = pageAt(pages, url);
    if (!page) return reply.sendFile('index.html');
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      ? reply.header('content-encoding', 'gzip').send(page.gzip)
      : reply.send(page.html);
  });
}
