import type { UseFormRegisterReturn } from 'react-hook-form';
import { CHOOSE_PLACEHOLDER, type LookupOption } from '../../contract';
import type { FieldProblem } from './FieldErrors';
import { describedBy, FormField } from './FormField';

interface LookupSelectProps {
  id: string;
  label: string;
  required?: boolean;
  options: readonly LookupOption<string | number>[];
  registration: UseFormRegisterReturn;
  error: FieldProblem | undefined;
}

/** A labelled select over a contract lookup list, with "Select" for no value. */
export function LookupSelect({ id, label, required, options, registration, error }: LookupSelectProps) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <select id={id} {...registration} {...describedBy(id, error)}>
        <option value="">{CHOOSE_PLACEHOLDER}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
