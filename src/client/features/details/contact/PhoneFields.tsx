import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCOUNT_LIMITS, DIAL_CODES } from '../../../../contract';
import type { FieldProblem } from '../../../forms/FieldErrors';
import { describedBy, FormField } from '../../../forms/FormField';

interface PhoneFieldsProps {
  idPrefix: string;
  dialCodeLabel: string;
  numberLabel: string;
  dialCode: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  dialCodeError: FieldProblem | undefined;
  numberError: FieldProblem | undefined;
}

/**
 * A dial-code select over the contract's 26 countries (India +91 first) and the number, at most 20
 * characters and labelled 10-digit (decision 0007; docs/rules.md#limits-labels-and-messages).
 * Shared by the mobile and whatsapp modals.
 */
export function PhoneFields(props: PhoneFieldsProps) {
  const dialId = `${props.idPrefix}-dial`;
  const numberId = `${props.idPrefix}-number`;
  return (
    <div className="phone-fields">
      <FormField id={dialId} label={props.dialCodeLabel} required error={props.dialCodeError}>
        <select id={dialId} {...props.dialCode} {...describedBy(dialId, props.dialCodeError)}>
          {DIAL_CODES.map((country) => (
            <option key={country.dialcode} value={country.dialcode}>
              {country.name} ({country.dialcode})
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={numberId} label={props.numberLabel} required error={props.numberError}>
        <input
          id={numberId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={ACCOUNT_LIMITS.phoneMax}
          data-autofocus
          {...props.number}
          {...describedBy(numberId, props.numberError)}
        />
      </FormField>
    </div>
  );
}
