import { isFieldErrors, MESSAGES, NON_FIELD_ERRORS } from '../../contract';
import { isHttpError } from '../api/http';

export interface SplitErrors {
  /** messages under the form's own fields */
  fields: Record<string, string[]>;
  /** non_field_errors, fields this form does not show, network failures: listed at the top */
  general: string[];
}

/**
 * A failed save as the form shows it (docs/api.md#errors): the server's `{field: [messages]}` per
 * field it knows, everything else at the top; a body that is not of that shape is the generic
 * error.
 */
export function splitSaveError(error: unknown, formFields: readonly string[]): SplitErrors {
  if (isHttpError(error)) {
    if (error.response.status === 404) return { fields: {}, general: [MESSAGES.notFound] };
    const errors = error.data;
    if (isFieldErrors(errors) && Object.keys(errors).length > 0) {
      const split: SplitErrors = { fields: {}, general: [...(errors[NON_FIELD_ERRORS] ?? [])] };
      for (const [field, messages] of Object.entries(errors)) {
        if (field === NON_FIELD_ERRORS) continue;
        if (formFields.includes(field)) split.fields[field] = messages;
        else split.general.push(...messages);
      }
      return split;
    }
  }
  return { fields: {}, general: [MESSAGES.genericError] };
}

/** A field's messages from the server as FieldErrors shows them; none when it has none. */
export const serverFieldProblem = (messages: readonly string[] | undefined) =>
  messages?.length
    ? { types: Object.fromEntries(messages.map((message, index) => [index, message])) }
    : undefined;
