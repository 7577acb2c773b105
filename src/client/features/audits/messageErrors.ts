import { type FieldErrors, isFieldErrors, MESSAGES, NON_FIELD_ERRORS } from '../../../contract';
import { isHttpError } from '../../api/http';

export interface MessageFormErrors {
  /** errors about the message text */
  message: string[];
  /** everything else: non_field_errors, other fields, network failures */
  general: string[];
}

export const NO_ERRORS: MessageFormErrors = { message: [], general: [] };

/** The API's 4xx body ({field: [messages]}) as the form shows it; anything else is a generic error. */
export function messageFormErrors(error: unknown): MessageFormErrors {
  if (isHttpError(error)) {
    if (error.response.status === 404) return { message: [], general: [MESSAGES.notFound] };
    const errors = error.data;
    if (isFieldErrors(errors) && Object.keys(errors).length > 0) return split(errors);
  }
  return { message: [], general: [MESSAGES.genericError] };
}

function split(errors: FieldErrors): MessageFormErrors {
  const general = [...(errors[NON_FIELD_ERRORS] ?? [])];
  for (const [field, messages] of Object.entries(errors))
    if (field !== NON_FIELD_ERRORS && field !== 'message') general.push(...messages);
  return { message: errors.message ?? [], general };
}
