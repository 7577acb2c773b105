import type { z } from 'zod';

/**
 * Every 4xx body of the API: a list of messages per field name, plus `non_field_errors` for
 * messages that belong to no single field. Clients show the first of `non_field_errors`.
 */
export type FieldErrors = Record<string, string[]>;

/**
 * Whether a refused call's body is that list. Checked by hand, not with a schema: the shell and
 * every form read refusals, and a schema here would put zod on every first load (decision 0051).
 */
export function isFieldErrors(body: unknown): body is FieldErrors {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.values(body).every(
    (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );
}

export const NON_FIELD_ERRORS = 'non_field_errors';

export function nonFieldError(message: string): FieldErrors {
  return { [NON_FIELD_ERRORS]: [message] };
}

export function firstNonFieldError(errors: FieldErrors | null | undefined): string | undefined {
  return errors?.[NON_FIELD_ERRORS]?.[0];
}

/**
 * The message to show for a refused call: the first non_field_errors entry, else the first message
 * of any field (spec: "the first is shown"); undefined when the body holds no message.
 */
export function firstErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  // a field holds a list of messages; a bare string (e.g. a proxy's `detail`) counts too
  const first = (value: unknown): string | undefined => {
    const message = Array.isArray(value) ? value[0] : value;
    return typeof message === 'string' && message ? message : undefined;
  };
  return first(fields[NON_FIELD_ERRORS]) ?? Object.values(fields).map(first).find(Boolean);
}

/**
 * A 404 on a screen that loads one thing: the server answers so for what does not exist and for
 * what belongs to someone else alike (DESIGN.md, "Sessions and security"), and retrying cannot
 * change it, so it is said apart from a failure (ui/ErrorNotice.tsx). `scoped`: the reader sees
 * only their own (an auditor's reports, a brand's), so "not yours" is among the reasons.
 */
export const notFoundText = (thing: string, { scoped }: { scoped: boolean }): string =>
  scoped ? `This ${thing} was not found, or it is not yours.` : `This ${thing} was not found.`;

export const MESSAGES = {
  sessionExpired: "It looks like your session has expired, please click 'OK' to login again.",
  genericError: 'There was an error, please try again.',
  /** a 503: the server could not reach its database for a moment; the app sends again by itself */
  temporarilyUnavailable: 'The service is busy for a moment. Please try again shortly.',
  logoutFailed: 'Logout failed. Try again.',
  notFound: 'Not found.',
  methodNotAllowed: 'This address does not take that method: the Allow header names those it takes.',
  /** a 409: a write met another one to the same thing at the same moment and lost */
  conflict: 'This was changed elsewhere at the same moment. Please try again.',
  /**
   * docs/api.md#errors: the markdown renderer could not load (a chunk gone after a deployment, say)
   */
  markdownPreviewFailed: 'there was a problem loading this preview',
  forbidden: 'You do not have permission to perform this action.',
  loginInvalid: 'The e-mail address and password do not match an account.',
  loginRateLimited: 'Too many failed attempts for this e-mail address. Wait a minute and try again.',
  loginAddressLimited: 'Too many failed attempts from this network. Try again in 15 minutes.',
  loginAccountBraked:
    'This account is protected after many failed attempts. Log in from a device you have used before, or try again in 15 minutes.',
  accountDeactivated: 'This account is deactivated. Please contact support to reactivate it.',
} as const;

/**
 * The API's error body from validation issues, each with its field's dotted path ('' for the
 * value as a whole): messages per field, the rest as non_field_errors.
 */
export function fieldErrorsOf(issues: Iterable<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path || NON_FIELD_ERRORS;
    const list = errors[key] ?? [];
    // two checks of one field may say the same thing (a date too long and not a date): once is enough
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** Turns a failed zod parse into the API's error body (fieldErrorsOf). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorsOf(
    error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/**
 * A 403 for the wrong role (a member of staff on an auditor call), told apart from a missing
 * session: the client shows the staff page instead of the session-expired alert, which would send
 * a manager round a login loop.
 */
export function isWrongRoleRefusal(body: unknown): boolean {
  return firstErrorMessage(body) === MESSAGES.forbidden;
}
