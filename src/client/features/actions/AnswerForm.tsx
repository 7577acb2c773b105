import { type FormEvent, useId, useState } from 'react';
import { actionItemAnswerSchema } from '../../../contract';
import { useTextDraft } from '../../session/useTextDraft';

/**
 * What the store did for one item. Typing is kept as a draft; Save writes it to the device's
 * outbox (kept from then on, sent when there is signal), so it works in a store without signal.
 */
export function AnswerForm({
  planId,
  itemId,
  done,
}: {
  planId: number;
  itemId: number;
  done: string | null;
}) {
  const draft = useTextDraft(`actionAnswer:${itemId}`);
  // null until the reader chooses: the form is open while nothing is answered, or a draft waits
  // (the device's answer is read a moment after the first render)
  const [editing, setEditing] = useState<boolean | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const shown = done ?? saved;
  const open = editing ?? (shown === null || draft.text !== '');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  if (!open)
    return (
      <div className="action-done">
        <p>
          What was done: <q>{shown}</q>
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            draft.change(shown ?? '');
            setEditing(true);
          }}
        >
          Change
        </button>
      </div>
    );
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = actionItemAnswerSchema.shape.done_text.safeParse(draft.text);
    if (!parsed.success) return setErrors(parsed.error.issues.map((issue) => issue.message));
    setSaving(true);
    try {
      const { saveActionAnswer } = await import('../../syncRuntime/actionPlanWork');
      await saveActionAnswer(planId, itemId, parsed.data);
      draft.discard();
      setSaved(parsed.data);
      setErrors([]);
      setEditing(false);
    } catch {
      setErrors(['This device could not keep your answer. Please try again.']);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="action-answer" onSubmit={save} noValidate>
      <label htmlFor={fieldId}>What was done</label>
      <textarea
        id={fieldId}
        rows={3}
        value={draft.text}
        onChange={(event) => draft.change(event.target.value)}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? `${fieldId}-error` : undefined}
      />
      {errors.map((message) => (
        <p key={message} id={`${fieldId}-error`} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <button type="submit" className="button" disabled={saving}>
        Save
      </button>
    </form>
  );
}
