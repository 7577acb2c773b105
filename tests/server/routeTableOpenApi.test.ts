import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Harness, startHarness } from './harness';
import { appWithRoutes, ROUTE_TABLE, routeKey } from './routeTable';

/**
 * The route table against the OpenAPI document a development server serves for fuzzers (decision
 * 0030, "The API describes itself"): every route is in it, in OpenAPI's `{name}` path form, with
 * the schemas it validates; and a production server does not serve it. Beside routeTable.test.ts,
 * which stays within its size so.
 */

const DOCUMENT = '/api/openapi.json';

type Schema = {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  items?: Schema;
};
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Response {
  description: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every `$ref` in a JSON value, walked with a list. */
function refsIn(value: unknown): string[] {
  const refs: string[] = [];
  const waiting: unknown[] = [value];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    if (next === null || typeof next !== 'object') continue;
    for (const [key, child] of Object.entries(next)) {
      if (key === '$ref' && typeof child === 'string') refs.push(child);
      else waiting.push(child);
    }
  }
  return refs;
}

/** `:id` as `{id}`; the store's wildcard is the object's key */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{key}');
const openApiKey = (key: string) => {
  const [method = '', url = ''] = key.split(' ');
  return `${method} ${openApiPath(url)}`;
};

/** What "carries the schema" compares: the fields a caller sends and which of them are required. */
function fields(schema: Schema): unknown {
  if (schema.type === 'array' && schema.items) return { items: fields(schema.items) };
  return {
    names: Object.keys(schema.properties ?? {}).sort(),
    required: [...(schema.required ?? [])].sort(),
  };
}
const asJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Schema;

/** The fields of the parameters of one kind, as a schema's would read. */
function parameterFields(operation: Operation, where: 'path' | 'query'): unknown {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
  return {
    names: parameters.map((p) => p.name).sort(),
    required: parameters
      .filter((p) => p.required)
      .map((p) => p.name)
      .sort(),
  };
}

describe('the OpenAPI document of a development server', () => {
  let h: Harness;
  let app: FastifyInstance;
  let routes: RouteOptions[];
  let document: Document;
  const operation = (route: RouteOptions) =>
    document.paths[openApiPath(route.url)]?.[String(route.method).toLowerCase()];

  beforeAll(async () => {
    h = await startHarness('sqlite');
    ({ app, routes } = await appWithRoutes(h.db, h.config));
    const response = await app.inject({ method: 'GET', url: DOCUMENT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('is OpenAPI 3.0 and lists every route of the table, method and path, but not itself', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = Object.keys(ROUTE_TABLE)
      .filter((key) => key !== `GET ${DOCUMENT}`)
      .map(openApiKey);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('is a valid OpenAPI document to an independent validator', async () => {
    const checked = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(checked.errors ?? []).toEqual([]);
    expect(checked.valid).toBe(true);
  });

  it('points every $ref at a schema the document holds, so validators and generators can read it', () => {
    const refs = refsIn(document);
    // the recursive schemas (a visit entry's value) are the ones written by reference
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return name === undefined || document.components?.schemas?.[name] === undefined;
    });
    expect(dangling).toEqual([]);
  });

  it('lets null through every nullable enum, as OpenAPI 3.0 reads one', () => {
    const refusingNull: string[] = [];
    const waiting: Array<{ value: unknown; at: string }> = [{ value: document, at: '' }];
    for (let next = waiting.pop(); next; next = waiting.pop()) {
      if (next.value === null || typeof next.value !== 'object') continue;
      const schema = next.value as { nullable?: unknown; enum?: unknown[] };
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
        refusingNull.push(next.at);
      for (const [key, child] of Object.entries(next.value))
        waiting.push({ value: child, at: `${next.at}/${key}` });
    }
    expect(refusingNull).toEqual([]);
  });

  it('lists the error statuses every API operation can answer, each with the error body', () => {
    const missing = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/') && path !== DOCUMENT)
      .flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, op]) => {
          const writes = method !== 'get' && method !== 'head';
          const expected = ['400', '404', '500', '503', ...(writes ? ['409', '413'] : [])];
          if (path.includes('{')) expected.push('414');
          return expected
            .filter((status) => !op.responses[status]?.content?.['application/json'])
            .map((status) => `${method.toUpperCase()} ${path} ${status}`);
        }),
      );
    expect(missing).toEqual([]);
    const signedIn = document.paths['/api/auditor/push']?.get;
    expect(Object.keys(signedIn?.responses ?? {})).toContain('403');
    const errorShape = signedIn?.responses['400']?.content?.['application/json']?.schema as Record<
      string,
      unknown
    >;
    expect(errorShape?.additionalProperties).toEqual({ type: 'array', items: { type: 'string' } });
  });

  it('declares every parameter of every path, so a fuzzer can fill it in', () => {
    const undeclared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => {
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        const declared = parameterFields(op, 'path') as { names: string[]; required: string[] };
        const ok = inPath.join() === declared.names.join() && declared.required.join() === inPath.join();
        return ok ? [] : [`${method} ${path}`];
      }),
    );
    expect(undeclared).toEqual([]);
  });

  it('carries the body, params and querystring schema of every route that validates one', () => {
    const carried = routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Partial<Record<'body' | 'params' | 'querystring', z.ZodType>>;
      const op = operation(route);
      const rows: Array<{ at: string; documented: unknown; validated: unknown }> = [];
      if (schema.body)
        rows.push({
          at: `${routeKey(route)} body`,
          documented: op?.requestBody?.content['application/json']
            ? fields(op.requestBody.content['application/json'].schema)
            : 'missing',
          validated: fields(asJson(schema.body)),
        });
      for (const [part, where] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        const validated = schema[part];
        if (validated)
          rows.push({
            at: `${routeKey(route)} ${part}`,
            documented: op ? parameterFields(op, where) : 'missing',
            validated: fields(asJson(validated)),
          });
      }
      return rows;
    });
    expect(carried.length).toBeGreaterThan(100);
    expect(carried.filter((row) => JSON.stringify(row.documented) !== JSON.stringify(row.validated))).toEqual(
      [],
    );
  });

  it('says what every answer is: a media type, or deliberately none', () => {
    // @fastify/swagger's placeholder for a route that declared nothing about its answer
    const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([, response]) => !response.content && response.description === 'Default Response')
          .map(([status]) => `${method} ${path} ${status}`),
      ),
    );
    expect(undescribed).toEqual([]);
  });

  it('documents the pages as HTML forms, the store as S3 multipart and the payment file as CSV', () => {
    const mediaTypes = (path: string, method: string) => {
      const op = document.paths[path]?.[method];
      return {
        body: Object.keys(op?.requestBody?.content ?? {}),
        // what it answers when it succeeds: the API's errors are JSON on every /api path
        answers: [
          ...new Set(
            Object.entries(op?.responses ?? {})
              .filter(([status]) => !path.startsWith('/api/') || status.startsWith('2'))
              .flatMap(([, r]) => Object.keys(r.content ?? {})),
          ),
        ],
      };
    };
    expect(mediaTypes('/auth/login', 'post')).toEqual({
      body: ['application/x-www-form-urlencoded'],
      answers: ['text/html'],
    });
    expect(mediaTypes('/auth/password_reset/{token}', 'post')).toEqual({
      body: ['application/x-www-form-urlencoded'],
      answers: ['text/html'],
    });
    expect(mediaTypes('/storage/{bucket}', 'post')).toEqual({
      body: ['multipart/form-data'],
      answers: ['application/xml'],
    });
    expect(mediaTypes('/api/manager/payment_run/{id}/csv', 'get')).toEqual({
      body: [],
      answers: ['text/csv'],
    });
  });
});

describe('a production server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(48) });
  });
  afterAll(() => h?.close());

  it('does not serve the OpenAPI document, nor register the plugin that builds it', async () => {
    expect(h.config.production).toBe(true);
    const response = await h.app.inject({ method: 'GET', url: DOCUMENT });
    expect(response.statusCode).toBe(404);
    expect(h.app.hasDecorator('swagger')).toBe(false);
  });
});
