import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpointKey, FILE_ANSWER, NO_CONTENT } from '../../src/contract';
import { ALL_ENDPOINTS } from '../../src/contract/endpoints/all';
import { type Harness, startHarness } from './harness';
import { appWithRoutes, routeKey } from './routeTable';

/**
 * The contract's endpoint tables against the routes the server registers (decision 0035): every
 * endpoint is served, with the very schemas of its table, and nothing is served under /api/ that
 * no table declares, so a route written by hand beside the tables fails here.
 */

/** Served by the server itself, not by an area's handlers: the development OpenAPI document. */
const OUTSIDE_THE_TABLES = new Set(['GET /api/openapi.json']);

describe('the endpoint tables', () => {
  let h: Harness;
  let app: FastifyInstance;
  let routes: RouteOptions[];
  beforeAll(async () => {
    h = await startHarness('sqlite');
    ({ app, routes } = await appWithRoutes(h.db, h.config));
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  const apiRoutes = () =>
    new Map(
      routes
        .filter((route) => route.url.startsWith('/api/'))
        .map((route) => [routeKey(route), route] as const),
    );

  it('declare each endpoint once', () => {
    const keys = ALL_ENDPOINTS.map(endpointKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are all the server serves under /api/', () => {
    const declared = new Set(ALL_ENDPOINTS.map(endpointKey));
    const undeclared = [...apiRoutes().keys()].filter(
      (key) => !declared.has(key) && !OUTSIDE_THE_TABLES.has(key),
    );
    expect(undeclared).toEqual([]);
  });

  it.each(ALL_ENDPOINTS.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s is served with the schemas of its table',
    (key, endpoint: Endpoint) => {
      const route = apiRoutes().get(key);
      expect(route, `${key} is not registered`).toBeDefined();
      const schema = route?.schema as Record<string, unknown> | undefined;
      expect(schema?.params).toBe(endpoint.params);
      expect(schema?.querystring).toBe(endpoint.query);
      expect(schema?.body).toBe(endpoint.body);
      const answer = endpoint.answer;
      const response = (schema?.response as Record<number, unknown> | undefined)?.[200];
      expect(response).toBe(answer === NO_CONTENT || answer === FILE_ANSWER ? undefined : answer);
    },
  );

  it('name a params schema with a field for every :param of the route', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const names = [...endpoint.route.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), endpointKey(endpoint)).toEqual([...names].sort());
    }
  });
});
