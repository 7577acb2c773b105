import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_FIELD_LABELS, type Preferences, preferencesSchema } from '../../../../contract';
import { FieldErrors } from '../../../forms/FieldErrors';
import { FormFrame } from '../../../forms/FormFrame';
import { useModalSave } from '../../../forms/useModalSave';

const PREFERENCE_FIELDS = [
  'receive_new_opportunities_email',
  'receive_new_opportunities_sms',
  'receive_transactional_whatsapp_message',
  'receive_updates_email',
] as const;

interface PreferencesFormProps {
  preferences: Preferences;
  save: (body: Preferences) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/** 'Change Preferences': the receive_* switches, all sent on every save. */
export function PreferencesForm({ preferences, save, onSaved, onCancel }: PreferencesFormProps) {
  const id = useId();
  const form = useForm<Preferences, unknown, Preferences>({
    resolver: zodResolver(preferencesSchema),
    // a copy read before e-mail updates existed lacks them: they are on until turned off
    defaultValues: { ...preferences, receive_updates_email: preferences.receive_updates_email ?? true },
    criteriaMode: 'all',
  });
  const errors = form.formState.errors;
  const frame = useModalSave({
    draftKey: 'preferences',
    form,
    fields: PREFERENCE_FIELDS,
    save,
    onSaved,
  });
  return (
    <FormFrame {...frame} onCancel={onCancel}>
      {PREFERENCE_FIELDS.map((field, index) => (
        <div key={field} className="form-field">
          <label className="switch-option" htmlFor={`${id}-${field}`}>
            <input
              id={`${id}-${field}`}
              type="checkbox"
              data-autofocus={index === 0 || undefined}
              {...form.register(field)}
            />
            {ACCOUNT_FIELD_LABELS[field]}
          </label>
          <FieldErrors id={`${id}-${field}-errors`} error={errors[field]} />
        </div>
      ))}
    </FormFrame>
  );
}
