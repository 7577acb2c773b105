import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import {
  ACCOUNT_FIELD_LABELS,
  type AdditionalInfo,
  additionalInfoBodySchema,
  INTEREST_CATEGORIES,
  INTEREST_LABELS,
  LANGUAGES,
  OCCUPATION_LABELS,
  OCCUPATIONS,
} from '../../../../contract';
import { CheckboxList } from '../../../forms/CheckboxList';
import { FormFrame } from '../../../forms/FormFrame';
import { LookupSelect } from '../../../forms/LookupSelect';
import { optionalChoice } from '../../../forms/selectValues';
import { useModalSave } from '../../../forms/useModalSave';
import { incomeAfterOccupation, isIncomeHidden } from './additionalInfoRules';
import { type AdditionalBody, type AdditionalValues, additionalDefaults } from './additionalValues';
import { NumberSelect } from './NumberSelect';
import { OwnedItemFields } from './OwnedItemFields';
import { TextField } from './TextField';

const FIELDS: readonly FieldPath<AdditionalValues>[] = [
  'occupation',
  'income',
  'distance',
  'industry',
  'company',
  'interest_area',
  'language_known',
  'has_car',
  'car_model',
  'car_cost',
  'laptop_owned',
  'laptop_model',
  'mobile_model',
  'camera_resoulution',
];

const OCCUPATION_OPTIONS = OCCUPATIONS.map((value) => ({ value, label: OCCUPATION_LABELS[value] }));
const INTEREST_OPTIONS = INTEREST_CATEGORIES.map((value) => ({ value, label: INTEREST_LABELS[value] }));
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: value }));

interface AdditionalInfoFormProps {
  info: AdditionalInfo;
  save: (body: AdditionalBody) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/** 'Edit Additional Info', with its dependent fields (decision 0007). */
export function AdditionalInfoForm({ info, save, onSaved, onCancel }: AdditionalInfoFormProps) {
  const id = useId();
  const form = useForm<AdditionalValues, unknown, AdditionalBody>({
    resolver: zodResolver(additionalInfoBodySchema),
    defaultValues: additionalDefaults(info),
    criteriaMode: 'all',
  });
  const { register, setValue, watch } = form;
  const errors = form.formState.errors;
  const frame = useModalSave({
    form,
    fields: FIELDS,
    save,
    onSaved,
    draftKey: 'additionalInfo',
  });
  const fieldId = (field: FieldPath<AdditionalValues>) => `${id}-${field}`;
  const occupation = watch('occupation');

  return (
    <FormFrame {...frame} onCancel={onCancel}>
      {info.referral_code ? (
        <p className="edit-form-note">
          {ACCOUNT_FIELD_LABELS.referral_code}: <strong>{info.referral_code}</strong>
        </p>
      ) : null}
      <LookupSelect
        id={fieldId('occupation')}
        label={ACCOUNT_FIELD_LABELS.occupation}
        required
        options={OCCUPATION_OPTIONS}
        error={errors.occupation}
        registration={register('occupation', {
          setValueAs: optionalChoice,
          onChange: (event: { target: { value: string } }) => {
            const chosen = OCCUPATIONS.find((value) => value === event.target.value);
            setValue('income', incomeAfterOccupation(chosen, form.getValues('income')));
          },
        })}
      />
      {isIncomeHidden(occupation) ? null : <NumberSelect form={form} id={fieldId('income')} name="income" />}
      <TextField form={form} id={fieldId('company')} name="company" />
      <NumberSelect form={form} id={fieldId('industry')} name="industry" />
      <NumberSelect form={form} id={fieldId('distance')} name="distance" />
      <CheckboxList
        id={fieldId('interest_area')}
        label={ACCOUNT_FIELD_LABELS.interest_area}
        required
        options={INTEREST_OPTIONS}
        error={errors.interest_area}
        registration={register('interest_area')}
      />
      <CheckboxList
        id={fieldId('language_known')}
        label={ACCOUNT_FIELD_LABELS.language_known}
        required
        options={LANGUAGE_OPTIONS}
        error={errors.language_known}
        registration={register('language_known')}
      />
      <OwnedItemFields
        form={form}
        idPrefix={id}
        toggle="has_car"
        onUntick={() => {
          setValue('car_model', '');
          setValue('car_cost', null);
        }}
      >
        <TextField form={form} id={fieldId('car_model')} name="car_model" required />
        <NumberSelect form={form} id={fieldId('car_cost')} name="car_cost" />
      </OwnedItemFields>
      <OwnedItemFields
        form={form}
        idPrefix={id}
        toggle="laptop_owned"
        onUntick={() => setValue('laptop_model', '')}
      >
        <TextField form={form} id={fieldId('laptop_model')} name="laptop_model" required />
      </OwnedItemFields>
      <TextField form={form} id={fieldId('mobile_model')} name="mobile_model" required />
      <NumberSelect form={form} id={fieldId('camera_resoulution')} name="camera_resoulution" />
    </FormFrame>
  );
}
