import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useConfigStore } from '../session/configStore';
import { readDraft, removeDraft, writeDraft } from '../session/formDrafts';

/**
 * Keeps an edit form's values on the device on every change while it is open (see formDrafts),
 * and fills the form with them when it opens again after the page went away: a reload, a closed
 * tab or a killed renderer. Saving or closing the form (unmounting it) removes the draft.
 * Returns whether the values shown came from a draft.
 */
export function useFormDraft<TValues extends FieldValues, TBody>(
  form: UseFormReturn<TValues, unknown, TBody>,
  formKey: string,
): boolean {
  const userId = useConfigStore((state) => state.config?.USER_ID);
  const [restored, setRestored] = useState(false);

  // The user may be known only after the first render (a reload): restore then, unless the
  // auditor already changed something.
  useEffect(() => {
    const draft = readDraft(userId, formKey);
    if (!draft || typeof draft !== 'object' || form.formState.isDirty) return;
    form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
    setRestored(true);
  }, [userId, formKey, form]);

  // Called inside the input handler, so each keystroke is stored before the next frame.
  useEffect(() => {
    const subscription = form.watch((values) => writeDraft(formKey, values));
    return () => subscription.unsubscribe();
  }, [form, formKey]);

  useEffect(() => () => removeDraft(formKey), [formKey]);
  return restored;
}
