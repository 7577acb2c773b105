import type { UseFormReturn } from 'react-hook-form';
import { ACCOUNT_FIELD_LABELS, ACCOUNT_LIMITS } from '../../../../contract';
import { describedBy, FormField } from '../../../forms/FormField';
import type { AdditionalBody, AdditionalValues } from './additionalValues';

type TextName = 'company' | 'car_model' | 'laptop_model' | 'mobile_model';

const MAX_LENGTH: Record<TextName, number> = {
  company: ACCOUNT_LIMITS.companyMax,
  car_model: ACCOUNT_LIMITS.modelMax,
  laptop_model: ACCOUNT_LIMITS.modelMax,
  mobile_model: ACCOUNT_LIMITS.modelMax,
};

interface TextFieldProps {
  form: UseFormReturn<AdditionalValues, unknown, AdditionalBody>;
  id: string;
  name: TextName;
  required?: boolean;
}

/** One of the additional form's free-text fields, with its contract length limit. */
export function TextField({ form, id, name, required }: TextFieldProps) {
  const error = form.formState.errors[name];
  return (
    <FormField id={id} label={ACCOUNT_FIELD_LABELS[name]} required={required} error={error}>
      <input id={id} maxLength={MAX_LENGTH[name]} {...form.register(name)} {...describedBy(id, error)} />
    </FormField>
  );
}
