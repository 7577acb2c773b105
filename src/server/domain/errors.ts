import { type FieldErrors, nonFieldError } from '../../contract';

/**
 * What domain code refuses, said in the domain's terms. Domain code knows nothing of HTTP: the
 * HTTP layer's error handler (http/errors.ts) answers each kind with its status and the API's
 * `{field: [messages]}` body.
 */

/**
 * The thing asked for is not there, or is not the caller's (answered alike: docs/api.md#errors,
 * docs/rules.md#roles).
 */
export class NotFoundError extends Error {
  constructor() {
    super('not found');
  }
}

/** A rule refuses the change: the report is no longer editable, a field is not valid, ... */
export class RuleRefusal extends Error {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).flat()[0] ?? 'refused');
  }
}

export const notFound = () => new NotFoundError();
/** a refusal of the whole request, with one message */
export const refused = (message: string) => new RuleRefusal(nonFieldError(message));
/** a refusal naming the fields at fault */
export const fieldsRefused = (fields: FieldErrors) => new RuleRefusal(fields);

/** The database refused a duplicate (a unique index): SQLite and PostgreSQL say it differently. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '')
  );
}
