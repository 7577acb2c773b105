/** A field's error as react-hook-form gives it: for a list field (interests) the list's own error. */
export interface FieldProblem {
  message?: string;
  types?: Record<string, unknown>;
}

/** Every message about one field, as a list under it (docs/api.md#errors). */
export function fieldMessages(error: FieldProblem | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
  );
  const messages = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(messages)];
}

export function FieldErrors({ id, error }: { id: string; error: FieldProblem | undefined }) {
  const messages = fieldMessages(error);
  if (messages.length === 0) return null;
  return (
    <ul className="form-field-errors" id={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
