import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_FIELD_LABELS,
  type WhatsappNumber,
  type WhatsappNumberBody,
  whatsappNumberBodySchema,
} from '../../../../contract';
import { FormFrame } from '../../../forms/FormFrame';
import { useModalSave } from '../../../forms/useModalSave';
import { dialCodeOrDefault } from './MobileNumberForm';
import { PhoneFields } from './PhoneFields';

interface WhatsappNumberFormProps {
  whatsapp: WhatsappNumber;
  save: (body: WhatsappNumberBody) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/**
 * 'Update Whatsapp Number': prefilled with the saved number and dial code, +91 by default
 * (docs/rules.md#limits-labels-and-messages).
 */
export function WhatsappNumberForm({ whatsapp, save, onSaved, onCancel }: WhatsappNumberFormProps) {
  const id = useId();
  const form = useForm<WhatsappNumberBody, unknown, WhatsappNumberBody>({
    resolver: zodResolver(whatsappNumberBodySchema),
    defaultValues: {
      whatsapp_number: whatsapp.whatsapp_number ?? '',
      whatsapp_dial_code: dialCodeOrDefault(whatsapp.whatsapp_dial_code),
    },
    criteriaMode: 'all',
  });
  const errors = form.formState.errors;
  const frame = useModalSave({
    draftKey: 'whatsappNumber',
    form,
    fields: ['whatsapp_number', 'whatsapp_dial_code'],
    save,
    onSaved,
  });
  return (
    <FormFrame {...frame} onCancel={onCancel}>
      <PhoneFields
        idPrefix={id}
        dialCodeLabel={ACCOUNT_FIELD_LABELS.whatsapp_dial_code}
        numberLabel={ACCOUNT_FIELD_LABELS.whatsapp_number}
        dialCode={form.register('whatsapp_dial_code')}
        number={form.register('whatsapp_number')}
        dialCodeError={errors.whatsapp_dial_code}
        numberError={errors.whatsapp_number}
      />
    </FormFrame>
  );
}
