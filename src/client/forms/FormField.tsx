import type { ReactNode } from 'react';
import { DETAILS_TEXTS } from '../../contract';
import { FieldErrors, type FieldProblem } from './FieldErrors';
// the field's look travels with it: the city search on /audit has no form frame around it
import './form.css';

interface FormFieldProps {
  /** the control's id: the label points at it, its errors are `${id}-errors` */
  id: string;
  label: string;
  required?: boolean;
  error: FieldProblem | undefined;
  children: ReactNode;
  /** a group of checkboxes or selects is labelled by a legend, not a label */
  group?: boolean;
}

/** Label (with the asterisk of a required field, decision 0007), the control, then its errors. */
export function FormField({ id, label, required, error, children, group }: FormFieldProps) {
  const labelText = (
    <>
      {label}
      {required ? <RequiredMarker /> : null}
    </>
  );
  if (group) {
    return (
      <fieldset className="form-field form-group" aria-describedby={error ? `${id}-errors` : undefined}>
        <legend className="form-label">{labelText}</legend>
        {children}
        <FieldErrors id={`${id}-errors`} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {labelText}
      </label>
      {children}
      <FieldErrors id={`${id}-errors`} error={error} />
    </div>
  );
}

export function RequiredMarker() {
  return (
    <span className="form-required" title={DETAILS_TEXTS.requiredMarker}>
      {' *'}
    </span>
  );
}

/** aria props of a control whose field may have errors */
export function describedBy(id: string, error: FieldProblem | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-errors` } : {};
}
