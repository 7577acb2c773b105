import { firstErrorMessage, MESSAGES, targetFromKey } from '../../../contract';
import { isHttpError } from '../../api/http';
import type { ShownProblem } from './SubmitProblems';

/** The first non_field_errors message of a refused call, else the first field message, else a generic text. */
export function firstServerError(error: unknown): string {
  if (isHttpError(error)) {
    const first = firstErrorMessage(error.data);
    if (first) return first;
    if (error.response.status === 404) return MESSAGES.notFound;
  }
  return MESSAGES.genericError;
}

/** A 400 answer: the server refused the call (as opposed to a network failure or a crash). */
export function isRefusal(error: unknown): boolean {
  return isHttpError(error) && error.response.status === 400;
}

/**
 * A refused submit's problems, every one, each with where it is fixed when the server named it
 * (`problem_targets` beside `non_field_errors`, contract/reportRules.ts targetKey).
 */
export function submitRefusalProblems(error: unknown): ShownProblem[] {
  if (!isHttpError(error) || error.response.status !== 400) return [];
  const body = (error.data ?? {}) as { non_field_errors?: unknown; problem_targets?: unknown };
  const texts = Array.isArray(body.non_field_errors) ? body.non_field_errors.map(String) : [];
  const targets = Array.isArray(body.problem_targets) ? body.problem_targets.map(String) : [];
  if (texts.length === 0) return [{ text: firstServerError(error), target: null }];
  return texts.map((text, i) => ({ text, target: targetFromKey(targets[i]) }));
}
