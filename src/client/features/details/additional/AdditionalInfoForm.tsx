import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import {
  ACCOUNT_FIELD_LABELS,
  type AdditionalInfo,
  additionalInfoBodySchema,
  CAMERA_RESOLUTIONS,
  CAR_COST_BANDS,
  DISTANCE_OPTIONS,
  INCOME_BANDS,
  INDUSTRIES,
  INTEREST_CATEGORIES,
  INTEREST_LABELS,
  LANGUAGES,
  OCCUPATION_LABELS,
  OCCUPATIONS,
} from '../../../../contract';
import { CheckboxList } from '../../../forms/CheckboxList';
import { FormFrame } from '../../../forms/FormFrame';
import { LookupSelect } from '../../../forms/LookupSelect';
import { optionalChoice, optionalNumber } from '../../../forms/selectValues';
import { useModalSave } from '../../../forms/useModalSave';
import { incomeAfterOccupation, isIncomeHidden } from './additionalInfoRules';
import { type AdditionalBody, type AdditionalValues, additionalDefaults } from './additionalValues';
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

/** 'Edit Additional Info', with the dependent fields of spec §5. */
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
  const numeric = { setValueAs: optionalNumber };

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
      {isIncomeHidden(occupation) ? null : (
        <LookupSelect
          id={fieldId('income')}
          label={ACCOUNT_FIELD_LABELS.income}
          required
          options={INCOME_BANDS}
          error={errors.income}
          registration={register('income', numeric)}
        />
      )}
      <TextField form={form} id={fieldId('company')} name="company" />
      <LookupSelect
        id={fieldId('industry')}
        label={ACCOUNT_FIELD_LABELS.industry}
        required
        options={INDUSTRIES}
        error={errors.industry}
        registration={register('industry', numeric)}
      />
      <LookupSelect
        id={fieldId('distance')}
        label={ACCOUNT_FIELD_LABELS.distance}
        required
        options={DISTANCE_OPTIONS}
        error={errors.distance}
        registration={register('distance', numeric)}
      />
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
        <LookupSelect
          id={fieldId('car_cost')}
          label={ACCOUNT_FIELD_LABELS.car_cost}
          required
          options={CAR_COST_BANDS}
          error={errors.car_cost}
          registration={register('car_cost', numeric)}
        />
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
      <LookupSelect
        id={fieldId('camera_resoulution')}
        label={ACCOUNT_FIELD_LABELS.camera_resoulution}
        required
        options={CAMERA_RESOLUTIONS}
        error={errors.camera_resoulution}
        registration={register('camera_resoulution', numeric)}
      />
    </FormFrame>
  );
}
