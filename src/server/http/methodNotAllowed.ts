import type { FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';

/**
 * The methods each registered path answers, for a 405 with `Allow` where a caller used another
 * (RFC 9110 §15.5.6): a POST to a path that only reads said 404, "no such thing", which sent
 * fuzzers and client authors looking for a path that exists. Kept in a router of its own (the
 * one Fastify itself routes with), filled as each route is registered.
 */

const METHODS: readonly HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export type AllowedMethods = (url: string) => HTTPMethod[];

/** Call before any route is registered; returns the methods a URL's path answers (none: 404). */
export function trackRouteMethods(app: FastifyInstance): AllowedMethods {
  const router = Router();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat().map((name) => name.toUpperCase() as HTTPMethod)) {
      // a route registered twice under one method is Fastify's error to raise, not this map's
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
    }
  });
  return (url) => {
    const path = url.split('?')[0] ?? '/';
    return METHODS.filter((method) => router.find(method, path) !== null);
  };
}
