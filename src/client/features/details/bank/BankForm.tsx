import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_LIMITS,
  type BankInfo,
  bankTransferBodySchema,
  type PayoutDetails,
  paypalBodySchema,
} from '../../../../contract';
import { describedBy, FormField } from '../../../forms/FormField';
import { FormFrame } from '../../../forms/FormFrame';
import { useModalSave } from '../../../forms/useModalSave';

const BANK_FIELDS = [
  { name: 'account_holder_name', max: ACCOUNT_LIMITS.accountHolderNameMax, autoComplete: 'name' },
  { name: 'account_number', max: ACCOUNT_LIMITS.accountNumberMax, autoComplete: 'off' },
  { name: 'ifsc_code', max: ACCOUNT_LIMITS.ifscMax, autoComplete: 'off' },
  { name: 'pan_number', max: ACCOUNT_LIMITS.panMax, autoComplete: 'off' },
] as const;
const PAYPAL_FIELDS = [{ name: 'paypal', max: ACCOUNT_LIMITS.paypalMax, autoComplete: 'email' }] as const;

/** The form holds all five fields; each method's schema reads only its own and answers PayoutDetails. */
type PayoutValues = Partial<PayoutDetails>;
const SCHEMAS: Record<'bank' | 'paypal', z.ZodType<PayoutDetails, PayoutValues>> = {
  bank: bankTransferBodySchema,
  paypal: paypalBodySchema,
};

interface BankFormProps {
  bank: BankInfo;
  save: (body: PayoutDetails) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/**
 * 'Edit Bank Info': a city in India (or none yet) is paid by bank transfer, any other country by
 * PayPal (docs/rules.md#account-and-profile); the server says which in `pays_by_paypal`, from the
 * saved profile city.
 */
export function BankForm({ bank, save, onSaved, onCancel }: BankFormProps) {
  const id = useId();
  const fields = bank.pays_by_paypal ? PAYPAL_FIELDS : BANK_FIELDS;
  const form = useForm<PayoutValues, unknown, PayoutDetails>({
    resolver: zodResolver(SCHEMAS[bank.pays_by_paypal ? 'paypal' : 'bank']),
    defaultValues: {
      account_holder_name: bank.account_holder_name,
      account_number: bank.account_number,
      ifsc_code: bank.ifsc_code,
      pan_number: bank.pan_number,
      paypal: bank.paypal,
    },
    criteriaMode: 'all',
  });
  const errors = form.formState.errors;
  const names: readonly FieldPath<PayoutValues>[] = fields.map((field) => field.name);
  const frame = useModalSave({
    form,
    fields: names,
    save,
    onSaved,
    draftKey: 'bank',
  });

  return (
    <FormFrame {...frame} onCancel={onCancel}>
      {fields.map((field, index) => {
        const fieldId = `${id}-${field.name}`;
        const upperCase = field.name === 'ifsc_code' || field.name === 'pan_number';
        return (
          <FormField
            key={field.name}
            id={fieldId}
            label={ACCOUNT_FIELD_LABELS[field.name]}
            required
            error={errors[field.name]}
          >
            <input
              id={fieldId}
              maxLength={field.max}
              autoComplete={field.autoComplete}
              className={upperCase ? 'form-upper' : undefined}
              data-autofocus={index === 0 || undefined}
              {...form.register(field.name)}
              {...describedBy(fieldId, errors[field.name])}
            />
          </FormField>
        );
      })}
    </FormFrame>
  );
}
