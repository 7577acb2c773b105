import { isHTTPError } from 'ky';
import { firstErrorMessage, MESSAGES } from '../../../contract';

/** The first non_field_errors message of a refused call, else the first field message, else a generic text. */
export function firstServerError(error: unknown): string {
  if (isHTTPError(error)) {
    const first = firstErrorMessage(error.data);
    if (first) return first;
    if (error.response.status === 404) return MESSAGES.notFound;
  }
  return MESSAGES.genericError;
}

/** A 400 answer: the server refused the call (as opposed to a network failure or a crash). */
export function isRefusal(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 400;
}
