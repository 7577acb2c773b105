import { MESSAGES } from '../../contract';

/**
 * The error answers every API operation can give, for the OpenAPI document (http/openApi.ts): all
 * leave as `{field: [messages]}` with `non_field_errors` for the rest (http/errors.ts). A fuzzer
 * reading the document then finds each status the server answers with written down beside it.
 */

const errorBody = (description: string) => ({
  description,
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { non_field_errors: [MESSAGES.notFound] },
});

/** The error statuses of an operation, as @fastify/swagger reads a route's `response`. */
export function apiErrorResponses(operation: {
  method: string;
  hasParams: boolean;
  isPublic: boolean;
  rateLimited: boolean;
}): Partial<Record<number, ReturnType<typeof errorBody>>> {
  const writes = operation.method !== 'GET' && operation.method !== 'HEAD';
  return {
    400: errorBody('refused: the fields at fault with their messages, or non_field_errors'),
    ...(operation.isPublic
      ? {}
      : { 403: errorBody('no session, a role that may not call this, or no same-origin proof (CSRF)') }),
    404: errorBody('nothing the caller may see at this address'),
    ...(writes
      ? { 409: errorBody('another write to the same thing won at the same moment: send again') }
      : {}),
    ...(writes ? { 413: errorBody('the body is larger than 1 MB') } : {}),
    ...(operation.hasParams ? { 414: errorBody('a path parameter is longer than the router takes') } : {}),
    ...(operation.rateLimited ? { 429: errorBody('too many requests from this client: wait a minute') } : {}),
    500: errorBody('the server failed unexpectedly; the failure is logged'),
    503: errorBody('the database is out of reach for a moment: send again after Retry-After seconds'),
  };
}
