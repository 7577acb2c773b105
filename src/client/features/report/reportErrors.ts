import { isHTTPError } from 'ky';
import { fieldErrorsSchema, MESSAGES, NON_FIELD_ERRORS } from '../../../contract';

/** The first non_field_errors message of a refused call, else the first field message, else a generic text. */
export function firstServerError(error: unknown): string {
  if (isHTTPError(error)) {
    const parsed = fieldErrorsSchema.safeParse(error.data);
    if (parsed.success) {
      const first = parsed.data[NON_FIELD_ERRORS]?.[0] ?? Object.values(parsed.data).flat()[0];
      if (first) return first;
    }
    if (error.response.status === 404) return MESSAGES.notFound;
  }
  return MESSAGES.genericError;
}

/** A 400 answer: the server refused the call (as opposed to a network failure or a crash). */
export function isRefusal(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 400;
}
