import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Endpoint, FILE_ANSWER, NO_CONTENT } from '../../contract';

/**
 * Registers a route from its contract endpoint (decision 0035): the method, the route and every
 * schema come from the table the client calls through, so the two cannot drift. A route is never
 * written by hand on the server; `serveEndpoint` checks that it is registered under its scope's
 * prefix, so an endpoint served from the wrong plugin fails at start-up, not at the first call.
 */

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request of an endpoint: its params, query and body as their schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler answers: the value its answer schema serialises, or the reply it sent itself. */
export type EndpointResult<E extends Endpoint> = E['answer'] extends z.ZodType
  ? z.output<E['answer']> | FastifyReply
  : FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** Route options beyond the schemas: a rate limit, a body limit. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/** The instance a route plugin (FastifyPluginAsyncZod) is handed. */
export type ServerApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

function responseSchemas(answer: Endpoint['answer']): Record<number, z.ZodType> | undefined {
  if (answer === NO_CONTENT || answer === FILE_ANSWER) return undefined;
  return { 200: answer };
}

export function serveEndpoint<E extends Endpoint>(
  app: ServerApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const prefix = `/api/${endpoint.scope}`;
  if (app.prefix !== prefix) {
    throw new Error(`${endpoint.method} ${endpoint.route} belongs under ${prefix}, not "${app.prefix}"`);
  }
  const response = responseSchemas(endpoint.answer);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.route,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(response ? { response } : {}),
    },
    // The schemas above are the ones EndpointRequest is typed from: fastify cannot see that link.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
