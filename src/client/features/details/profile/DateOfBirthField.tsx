import { Controller } from 'react-hook-form';
import { ACCOUNT_FIELD_LABELS } from '../../../../contract';
import { FormField } from '../../../forms/FormField';
import { DateOfBirthSelect } from './DateOfBirthSelect';
import type { ProfileFormApi } from './profileValues';

/** The date of birth as a group of three selects, labelled by a legend. */
export function DateOfBirthField({ form, id }: { form: ProfileFormApi; id: string }) {
  const error = form.formState.errors.date_of_birth;
  return (
    <FormField id={id} label={ACCOUNT_FIELD_LABELS.date_of_birth} required group error={error}>
      <Controller
        control={form.control}
        name="date_of_birth"
        render={({ field }) => (
          <DateOfBirthSelect
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-errors` : undefined}
          />
        )}
      />
    </FormField>
  );
}
