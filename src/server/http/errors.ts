import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldErrors, fieldErrorsOf, isNoSuchRowIssue, MESSAGES, nonFieldError } from '../../contract';
import { isDatabaseUnavailable } from '../db/databaseErrors';
import { isUniqueViolation, NotFoundError, RuleRefusal } from '../domain/errors';

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
 * The status and body an error leaves with: ApiError as given, the domain's refusals as 400 and
 * its not-found as 404, schema failures as 400 per field, a database out of reach for a moment as
 * 503 (databaseErrors.ts), a unique index's refusal that no rule turned into its own answer as 409
 * (`conflict`: a write lost a race; the caller may send again), anything unexpected as 500
 * (`unexpected`: the caller logs it). The batch call answers each entry's error the same way.
 */
export function errorAnswer(error: unknown): {
  status: number;
  body: FieldErrors;
  unexpected?: true;
  conflict?: true;
} {
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: nonFieldError(MESSAGES.temporarilyUnavailable) };
  }
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body };
  if (error instanceof RuleRefusal) return { status: 400, body: error.fields };
  if (error instanceof NotFoundError) return { status: 404, body: nonFieldError(MESSAGES.notFound) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id written correctly but above any row's id (contract/ids.ts) names nothing: 404,
    // as for any other id that does not exist.
    const context = (error as { validationContext?: string }).validationContext;
    if (context === 'params' && error.validation.every((issue) => isNoSuchRowIssue(issue.params))) {
      return { status: 404, body: nonFieldError(MESSAGES.notFound) };
    }
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value.',
    }));
    return { status: 400, body: fieldErrorsOf(issues) };
  }
  if (isUniqueViolation(error))
    return { status: 409, body: nonFieldError(MESSAGES.conflict), conflict: true };
  const status = (error as { statusCode?: number } | undefined)?.statusCode ?? 500;
  if (status >= 500) return { status: 500, body: nonFieldError(MESSAGES.genericError), unexpected: true };
  return { status, body: nonFieldError(error instanceof Error ? error.message : String(error)) };
}

/** A dropped connection is replaced at once; a stalled database takes the timeouts of postgresPool.ts. */
const RETRY_AFTER_SECONDS = 5;

/** Every error leaves as `{field: [messages]}` with `non_field_errors` for the rest (errorAnswer). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.unexpected) request.log.error({ err: error }, 'request failed');
    // kept in the log: a unique index no rule names may also be a bug, not only a race
    if (answer.conflict) request.log.warn({ err: error }, 'unique index refused a write');
    if (answer.status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return reply.code(answer.status).send(answer.body);
  });
}
