import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ACCOUNT_FIELD_LABELS,
  type AccountProfile,
  DEFAULT_DIAL_CODE,
  DIAL_CODE_VALUES,
  type MobileNumberBody,
  mobileNumberBodySchema,
} from '../../../../contract';
import { FormFrame } from '../../../forms/FormFrame';
import { useModalSave } from '../../../forms/useModalSave';
import { PhoneFields } from './PhoneFields';

type MobileValues = z.input<typeof mobileNumberBodySchema>;

/** A saved dial code the select offers, else +91 (docs/rules.md#limits-labels-and-messages). */
export const dialCodeOrDefault = (saved: string | null) =>
  DIAL_CODE_VALUES.find((code) => code === saved) ?? DEFAULT_DIAL_CODE;

interface MobileNumberFormProps {
  user: AccountProfile;
  save: (body: MobileNumberBody) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

export function MobileNumberForm({ user, save, onSaved, onCancel }: MobileNumberFormProps) {
  const id = useId();
  const form = useForm<MobileValues, unknown, MobileNumberBody>({
    resolver: zodResolver(mobileNumberBodySchema),
    defaultValues: { mobile_number: user.mobile_number ?? '', dial_code: dialCodeOrDefault(user.dial_code) },
    criteriaMode: 'all',
  });
  const errors = form.formState.errors;
  const frame = useModalSave({
    draftKey: 'mobileNumber',
    form,
    fields: ['mobile_number', 'dial_code'],
    save,
    onSaved,
  });
  return (
    <FormFrame {...frame} onCancel={onCancel}>
      <PhoneFields
        idPrefix={id}
        dialCodeLabel={ACCOUNT_FIELD_LABELS.dial_code}
        numberLabel={ACCOUNT_FIELD_LABELS.mobile_number}
        dialCode={form.register('dial_code')}
        number={form.register('mobile_number')}
        dialCodeError={errors.dial_code}
        numberError={errors.mobile_number}
      />
    </FormFrame>
  );
}
