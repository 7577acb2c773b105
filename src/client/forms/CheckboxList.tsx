import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LookupOption } from '../../contract';
import type { FieldProblem } from './FieldErrors';
import { FormField } from './FormField';

interface CheckboxListProps {
  id: string;
  label: string;
  required?: boolean;
  options: readonly LookupOption<string>[];
  /** one registration for every box: react-hook-form collects the ticked values as a list */
  registration: UseFormRegisterReturn;
  error: FieldProblem | undefined;
}

/** A multi-select as ticks (interests, languages), in a scrolling box so the modal stays short. */
export function CheckboxList({ id, label, required, options, registration, error }: CheckboxListProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} group>
      <div className="checkbox-list">
        {options.map((option) => (
          <label key={option.value} className="checkbox-option">
            <input type="checkbox" value={option.value} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </FormField>
  );
}
