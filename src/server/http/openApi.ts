import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../contract';
import { SESSION_COOKIE } from '../auth/sessions';
import { apiErrorResponses } from './openApiErrors';
import { OPERATION_NOTES } from './openApiNotes';

/** Where a development server answers its OpenAPI document (decision 0030, "The API describes itself"). */
export const OPENAPI_PATH = '/api/openapi.json';

const DESCRIPTION = [
  'Generated from the zod schemas the routes validate with; served only outside production.',
  `Sign in with POST /auth/login (a form) and send its \`${SESSION_COOKIE}\` cookie. Every unsafe method must`,
  "also carry an Origin header naming this server's own origin, or Sec-Fetch-Site: same-origin",
  '(CSRF defence), or it gets 403.',
].join(' ');

/**
 * A route's zod schemas as OpenAPI, through the type provider's own transform, with what they
 * cannot say added from OPERATION_NOTES: the forms the pages and the store read themselves, the
 * media types that are not JSON, and which routes need no session.
 */
const transform: SwaggerTransform = (input) => {
  const notes = OPERATION_NOTES[`${String(input.route.method)} ${input.route.url}`];
  const transformed = notedTransform(input, notes);
  if (!input.route.url.startsWith('/api/')) return transformed;
  const errors = apiErrorResponses({
    method: String(input.route.method),
    hasParams: input.route.url.includes(':'),
    isPublic: notes?.public === true,
    rateLimited: (input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined,
  });
  const { schema } = transformed;
  return { ...transformed, schema: { ...schema, response: { ...errors, ...(schema.response as object) } } };
};

function notedTransform(
  input: Parameters<SwaggerTransform>[0],
  notes: (typeof OPERATION_NOTES)[string] | undefined,
): ReturnType<typeof jsonSchemaTransform> {
  if (!notes) return jsonSchemaTransform(input);
  const documented: FastifySchema = {
    ...input.schema,
    ...(notes.params ? { params: notes.params } : {}),
    ...(notes.querystring ? { querystring: notes.querystring } : {}),
    ...(notes.form ? { body: notes.form.schema, consumes: [notes.form.mediaType] } : {}),
  };
  const { schema } = jsonSchemaTransform({ ...input, schema: documented });
  return {
    url: notes.path ?? input.url,
    schema: {
      ...schema,
      // added after the transform: these are OpenAPI response objects already, not zod
      ...(notes.responses ? { response: { ...(schema.response as object), ...notes.responses } } : {}),
      ...(notes.public ? { security: [] } : {}),
    },
  };
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as allowing null only when the enum lists
 * it; zod's 3.0 target writes a nullable enum without it, so validators call null invalid there.
 */
function withNullInNullableEnums<T>(document: T): T {
  const waiting: unknown[] = [document];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    if (next === null || typeof next !== 'object') continue;
    const schema = next as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum.push(null);
    waiting.push(...Object.values(next));
  }
  return document;
}

/**
 * Registers @fastify/swagger and the document's route. Call it before any route is registered (the
 * plugin collects routes as they are added), and only in development: the plugin is imported here,
 * so a production server neither loads it nor keeps a copy of every route's schema.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const { default: swagger } = await import('@fastify/swagger');
  await app.register(swagger, {
    openapi: {
      // 3.0 rather than 3.1: the version more fuzzers and generators read in full
      openapi: '3.0.3',
      info: { title: 'Field Auditor Portal API', version: APP_VERSION, description: DESCRIPTION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
      security: [{ session: [] }],
    },
    transform,
    // the recursive schemas (a visit entry's value) are written by reference: this puts what
    // they refer to in components.schemas, where the document's $ref points
    transformObject: (document) => withNullInNullableEnums(jsonSchemaTransformObject(document)),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
