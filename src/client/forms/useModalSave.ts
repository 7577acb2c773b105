import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isSessionExpiredError } from '../api/http';
import { removeDraft } from '../session/formDrafts';
import { splitSaveError } from './serverErrors';
import { useFormDraft } from './useFormDraft';

interface ModalSaveOptions<TBody, TValues extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TBody>;
  /** the fields this form shows: a server error on any other lands at the top */
  fields: readonly FieldPath<TValues>[];
  save: (body: TBody) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  /** names the draft of this form kept on the device while it is open (useFormDraft) */
  draftKey: string;
}

/**
 * The submit of every edit modal: the contract schema checks the values (react-hook-form with
 * zodResolver), errors are reset when the request starts (as the original portal's forms do), and a
 * refusal is shown per field with the rest at the top. `form.formState.isSubmitting` covers the
 * whole save, so the button reads 'saving...' until the page has its new data. Returns the props of
 * `FormFrame` but `onCancel`.
 */
export function useModalSave<TBody, TValues extends FieldValues>(options: ModalSaveOptions<TBody, TValues>) {
  const { form, fields, save, onSaved, draftKey } = options;
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const restored = useFormDraft(form, draftKey);

  const onSubmit = form.handleSubmit(async (body) => {
    form.clearErrors();
    setGeneralErrors([]);
    try {
      await save(body);
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      const split = splitSaveError(error, fields);
      for (const field of fields) {
        const messages = split.fields[field];
        if (!messages) continue;
        // every message is kept in `types`, so the field lists them all
        const types = Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
        form.setError(field, { type: 'server', message: messages[0], types });
      }
      setGeneralErrors(split.general);
      return;
    }
    removeDraft(draftKey);
    await onSaved();
  });

  return { onSubmit, generalErrors, saving: form.formState.isSubmitting, restored };
}
