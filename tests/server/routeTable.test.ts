import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DB_INTEGER_MAX,
  isWrongRoleRefusal,
  MESSAGES,
  REPORT_CALLS,
  ROLES,
  type Role,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createOwnedIds } from './ownedIds';
import { createReportWorld } from './reportWorld';
import { appWithRoutes, type OwnedIds, ROUTE_TABLE, type RouteAccess, routeKey } from './routeTable';
import { DIALECTS } from './testDb';

/**
 * docs/api.md#scopes-who-may-call-what: the whole route table, read from the app itself. Every
 * route has an entry in the role matrix, every request schema bounds its lists and strings, and the
 * matrix holds on each database: no session and a staff session get 403, another auditor's ids get
 * 404.
 */

type JsonSchema = {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The places in a request schema where a caller could send more than the server means to read or store. */
function unbounded(schema: JsonSchema, at: string): string[] {
  const found: string[] = [];
  const isBoundedString =
    schema.maxLength !== undefined || schema.enum || schema.const !== undefined || schema.format;
  if (schema.type === 'string' && !isBoundedString) found.push(`${at}: string without a maximum length`);
  if (schema.type === 'array' && schema.maxItems === undefined) found.push(`${at}: list without a maximum`);
  // PostgreSQL refuses a larger one in an `integer` column with a 500 (contract/ids.ts)
  if (schema.type === 'integer' && !((schema.maximum ?? Number.POSITIVE_INFINITY) <= DB_INTEGER_MAX))
    found.push(`${at}: whole number beyond the database's integer`);
  if (typeof schema.additionalProperties === 'object')
    found.push(`${at}: object with any keys`, ...unbounded(schema.additionalProperties, `${at}{}`));
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    found.push(...unbounded(value, `${at}.${key}`));
  if (schema.items) found.push(...unbounded(schema.items, `${at}[]`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unbounded(branch, at));
  return found;
}

const REQUEST_PARTS = ['body', 'params', 'querystring'] as const;

function requestSchemas(route: RouteOptions): Array<[part: string, schema: z.ZodType]> {
  const schema = (route.schema ?? {}) as Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodType>>;
  return REQUEST_PARTS.flatMap((part) => {
    const value = schema[part];
    return value ? [[part, value] as [string, z.ZodType]] : [];
  });
}

const isUnsafe = (route: RouteOptions) => !['GET', 'HEAD'].includes(String(route.method));

describe('the route table', () => {
  let h: Harness;
  let routes: RouteOptions[];
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await startHarness('sqlite');
    ({ app, routes } = await appWithRoutes(h.db, h.config));
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('has an entry in the role matrix for every registered route, and none for a route that is gone', () => {
    const registered = routes.map(routeKey).sort();
    expect(registered).toEqual(Object.keys(ROUTE_TABLE).sort());
  });

  it('bounds every list, string and whole number of every request schema', () => {
    const problems = routes.flatMap((route) =>
      requestSchemas(route).flatMap(([part, schema]) =>
        unbounded(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, part).map(
          (problem) => `${routeKey(route)} ${problem}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('gives every unsafe auditor route a body schema, unless it is declared to take no body', () => {
    const missing = routes
      .filter((route) => route.url.startsWith('/api/') && isUnsafe(route))
      .filter((route) => {
        const access = ROUTE_TABLE[routeKey(route)] as RouteAccess;
        const declaredBodyless =
          access.kind === 'signedInOwn' ||
          ((access.kind === 'auditor' || access.kind === 'staff') && access.takesNoBody);
        return !declaredBodyless && !(route.schema as { body?: unknown } | undefined)?.body;
      })
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  it('serves every write call the device queues at its contract path, reading its body with the contract schema', () => {
    const served = Object.entries(REPORT_CALLS).map(([name, call]) => {
      const route = routes.find((r) => routeKey(r) === `${call.method} /api/${call.scope}${call.route}`);
      const schema = route?.schema as { body?: unknown; params?: unknown } | undefined;
      return {
        name,
        registered: Boolean(route),
        body: schema?.body === call.body,
        params: schema?.params === call.params,
      };
    });
    expect(served).toEqual(
      Object.keys(REPORT_CALLS).map((name) => ({ name, registered: true, body: true, params: true })),
    );
  });
});

describe.each(DIALECTS)('the role matrix on %s', (dialect) => {
  let h: Harness;
  let ids: OwnedIds;
  let strangerCookie: string;
  /** a session of each role other than auditor */
  let staffCookies: string[];
  /** a session of every role, the auditor's being the stranger's */
  let roleCookies: Map<Role, string>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    h = await startHarness(dialect);
    owner = await createUser(h.db);
    ids = await createOwnedIds(h.db, owner.id);
    const stranger = await createUser(h.db);
    await createReportWorld(h.db, stranger.id);
    strangerCookie = await sessionFor(h.app, stranger.email, stranger.password);
    staffCookies = [];
    roleCookies = new Map();
    for (const role of ROLES.filter((r) => r !== 'auditor')) {
      const staff = await createUser(h.db, { role });
      const cookie = await sessionFor(h.app, staff.email, staff.password);
      staffCookies.push(cookie);
      roleCookies.set(role, cookie);
    }
    roleCookies.set('auditor', strangerCookie);
  });
  afterAll(() => h?.close());

  const auditorRoutes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) =>
    access.kind === 'auditor'
      ? [{ key, method: key.split(' ')[0] as 'GET' | 'POST' | 'DELETE', access }]
      : [],
  );
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | undefined, body?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it.each(auditorRoutes)('$key answers 403 without a session', async ({ method, access }) => {
    const { url, body } = access.sample(ids);
    const response = await send(method, url, undefined, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().non_field_errors).toEqual([MESSAGES.sessionExpired]);
  });

  const unsafeRoutes = auditorRoutes.filter((r) => r.method !== 'GET');
  it.each(unsafeRoutes)(
    '$key answers 403 without a session before it reads a bad body',
    async ({ method, access }) => {
      const { url } = access.sample(ids);
      const malformed = await h.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect(malformed.statusCode).toBe(403);
      const oversized = await h.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(oversized.statusCode).toBe(403);
    },
  );

  const signedInRoutes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) =>
    access.kind === 'signedIn' ? [{ key, access }] : [],
  );
  it.each(signedInRoutes)('$key answers 403 without a session and 200 to every role', async ({ access }) => {
    const { url } = access.sample();
    expect((await send('GET', url, undefined)).statusCode).toBe(403);
    for (const cookie of [...staffCookies, strangerCookie])
      expect((await send('GET', url, cookie)).statusCode).toBe(200);
  });

  const ownRoutes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) =>
    access.kind === 'signedInOwn' ? [{ key, access }] : [],
  );
  it.each(ownRoutes)(
    '$key answers 403 without a session and 404 to every role for what is not theirs',
    async ({ access }) => {
      const { url } = access.sample();
      expect((await send('POST', url, undefined)).statusCode).toBe(403);
      for (const cookie of [...staffCookies, strangerCookie])
        expect((await send('POST', url, cookie)).statusCode).toBe(404);
    },
  );

  const deviceRoutes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) =>
    access.kind === 'signedInDevice' ? [{ key, access }] : [],
  );
  it.each(deviceRoutes)('$key answers 403 without a session and alike to every role', async ({ access }) => {
    const { url, body } = access.sample();
    expect((await send('POST', url, undefined, body)).statusCode).toBe(403);
    for (const cookie of [...staffCookies, strangerCookie])
      expect((await send('POST', url, cookie, body)).statusCode).toBe(access.status);
  });

  it.each(auditorRoutes)('$key answers 403 to every other role', async ({ method, access }) => {
    const { url, body } = access.sample(ids);
    for (const cookie of staffCookies) {
      const response = await send(method, url, cookie, body);
      expect(response.statusCode).toBe(403);
      // told apart from a missing session, so the app shows the staff page instead of a login loop
      expect(isWrongRoleRefusal(response.json())).toBe(true);
    }
  });

  const storeRoutes = auditorRoutes.filter((r) => r.key.includes('/audit_store/:id'));
  it.each(storeRoutes)('$key reads an id only as its decimal digits', async ({ method, access }) => {
    const ownerCookie = await sessionFor(h.app, owner.email, owner.password);
    const { url, body } = access.sample(ids);
    for (const spelling of [
      `0x${ids.storeId.toString(16)}`,
      `%20${ids.storeId}`,
      `0${ids.storeId}`,
      `${ids.storeId}e0`,
    ]) {
      const response = await send(
        method,
        url.replace(`/audit_store/${ids.storeId}`, `/audit_store/${spelling}`),
        ownerCookie,
        body,
      );
      expect(response.statusCode, spelling).toBe(400);
    }
  });

  it.each(auditorRoutes.filter((r) => r.access.owned))(
    "$key answers 404 for another auditor's ids",
    async ({ method, access }) => {
      const { url, body } = access.sample(ids);
      expect((await send(method, url, strangerCookie, body)).statusCode).toBe(404);
    },
  );

  const staffRoutes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) =>
    access.kind === 'staff' ? [{ key, method: key.split(' ')[0] as 'GET' | 'POST', access }] : [],
  );
  it.each(staffRoutes)(
    '$key answers 403 without a session and to every role but its own, and serves its own',
    async ({ method, access }) => {
      const { url, body } = access.sample(ids);
      expect((await send(method, url, undefined, body)).statusCode).toBe(403);
      for (const [role, cookie] of roleCookies) {
        const response = await send(method, url, cookie, body);
        if (access.roles.includes(role)) expect(response.statusCode, role).not.toBe(403);
        else {
          expect(response.statusCode, role).toBe(403);
          expect(isWrongRoleRefusal(response.json()), role).toBe(true);
        }
      }
    },
  );
});
