import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldErrors, MESSAGES, NON_FIELD_ERRORS, nonFieldError } from '../../contract';
import { NotFoundError, RuleRefusal } from '../domain/errors';

/** Thrown by route code to answer 4xx with the API's error body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors,
  ) {
    super(Object.values(body).flat()[0] ?? 'error');
  }
}

export const notFound = () => new ApiError(404, nonFieldError(MESSAGES.notFound));
export const badRequest = (message: string) => new ApiError(400, nonFieldError(message));

/**
 * Every error leaves as `{field: [messages]}` with `non_field_errors` for the rest: schema
 * failures as 400 per field, the domain's refusals as 400 and its not-found as 404, ApiError as
 * given, anything unexpected as a logged 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (error instanceof RuleRefusal) return reply.code(400).send(error.fields);
    if (error instanceof NotFoundError) return reply.code(404).send(nonFieldError(MESSAGES.notFound));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = path || NON_FIELD_ERRORS;
        const message = issue.message ?? 'Invalid value.';
        // two checks of one field may say the same thing (a date too long and not a date): once is enough
        if (!body[key]?.includes(message)) body[key] = [...(body[key] ?? []), message];
      }
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(nonFieldError(MESSAGES.genericError));
    }
    return reply.code(status).send(nonFieldError(error.message));
  });
}
