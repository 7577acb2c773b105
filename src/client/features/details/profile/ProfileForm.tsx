import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_LIMITS,
  CHOOSE_PLACEHOLDER,
  EDITABLE_GENDERS,
  EDUCATION_LABELS,
  EDUCATIONS,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  PRONOUN_LABELS,
  PRONOUNS,
  type ProfileInfo,
  personalInfoBodySchema,
} from '../../../../contract';
import { describedBy, FormField } from '../../../forms/FormField';
import { FormFrame } from '../../../forms/FormFrame';
import { LocationSelects } from '../../../forms/LocationSelects';
import { optionalChoice } from '../../../forms/selectValues';
import { useModalSave } from '../../../forms/useModalSave';
import { DateOfBirthSelect } from './DateOfBirthSelect';

type ProfileValues = z.input<typeof personalInfoBodySchema>;
type ProfileBody = z.output<typeof personalInfoBodySchema>;

const FIELDS: readonly FieldPath<ProfileValues>[] = [
  'first_name',
  'last_name',
  'pronouns',
  'gender',
  'education',
  'date_of_birth',
  'marital_status',
  'address',
  'city_id',
  'pincode',
];

/** What was saved, as the form's starting values; a gender the form does not offer (T) starts empty. */
export function profileDefaults(profile: ProfileInfo): Partial<ProfileValues> {
  const gender = profile.gender && EDITABLE_GENDERS.includes(profile.gender) ? profile.gender : undefined;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    pronouns: profile.pronouns ?? undefined,
    gender: gender === 'T' ? undefined : gender,
    education: profile.education ?? undefined,
    date_of_birth: profile.date_of_birth ?? undefined,
    marital_status: profile.marital_status ?? undefined,
    address: profile.address,
    city_id: profile.city_id ?? undefined,
    pincode: profile.pincode,
  };
}

interface ProfileFormProps {
  profile: ProfileInfo;
  save: (body: ProfileBody) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/** 'Edit Personal Information': every field but pronouns is required (spec §5). */
export function ProfileForm({ profile, save, onSaved, onCancel }: ProfileFormProps) {
  const id = useId();
  const form = useForm<ProfileValues, unknown, ProfileBody>({
    resolver: zodResolver(personalInfoBodySchema),
    defaultValues: profileDefaults(profile),
    criteriaMode: 'all',
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  const frame = useModalSave({
    form,
    fields: FIELDS,
    save,
    onSaved,
    draftKey: 'profile',
  });
  const fieldId = (field: FieldPath<ProfileValues>) => `${id}-${field}`;
  const choiceProps = { setValueAs: optionalChoice };

  return (
    <FormFrame {...frame} onCancel={onCancel}>
      <div className="form-row">
        <FormField
          id={fieldId('first_name')}
          label={ACCOUNT_FIELD_LABELS.first_name}
          required
          error={errors.first_name}
        >
          <input
            id={fieldId('first_name')}
            maxLength={ACCOUNT_LIMITS.nameMax}
            autoComplete="given-name"
            data-autofocus
            {...register('first_name')}
            {...describedBy(fieldId('first_name'), errors.first_name)}
          />
        </FormField>
        <FormField
          id={fieldId('last_name')}
          label={ACCOUNT_FIELD_LABELS.last_name}
          required
          error={errors.last_name}
        >
          <input
            id={fieldId('last_name')}
            maxLength={ACCOUNT_LIMITS.nameMax}
            autoComplete="family-name"
            {...register('last_name')}
            {...describedBy(fieldId('last_name'), errors.last_name)}
          />
        </FormField>
      </div>
      <div className="form-row">
        <FormField id={fieldId('pronouns')} label={ACCOUNT_FIELD_LABELS.pronouns} error={errors.pronouns}>
          <select id={fieldId('pronouns')} {...register('pronouns', choiceProps)}>
            <option value="">{CHOOSE_PLACEHOLDER}</option>
            {PRONOUNS.map((value) => (
              <option key={value} value={value}>
                {PRONOUN_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fieldId('gender')} label={ACCOUNT_FIELD_LABELS.gender} required error={errors.gender}>
          <select
            id={fieldId('gender')}
            {...register('gender', choiceProps)}
            {...describedBy(fieldId('gender'), errors.gender)}
          >
            <option value="">{CHOOSE_PLACEHOLDER}</option>
            {EDITABLE_GENDERS.map((value) => (
              <option key={value} value={value}>
                {GENDER_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="form-row">
        <FormField
          id={fieldId('education')}
          label={ACCOUNT_FIELD_LABELS.education}
          required
          error={errors.education}
        >
          <select
            id={fieldId('education')}
            {...register('education', choiceProps)}
            {...describedBy(fieldId('education'), errors.education)}
          >
            <option value="">{CHOOSE_PLACEHOLDER}</option>
            {EDUCATIONS.map((value) => (
              <option key={value} value={value}>
                {EDUCATION_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={fieldId('marital_status')}
          label={ACCOUNT_FIELD_LABELS.marital_status}
          required
          error={errors.marital_status}
        >
          <select
            id={fieldId('marital_status')}
            {...register('marital_status', choiceProps)}
            {...describedBy(fieldId('marital_status'), errors.marital_status)}
          >
            <option value="">{CHOOSE_PLACEHOLDER}</option>
            {MARITAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {MARITAL_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id={fieldId('date_of_birth')}
        label={ACCOUNT_FIELD_LABELS.date_of_birth}
        required
        group
        error={errors.date_of_birth}
      >
        <Controller
          control={control}
          name="date_of_birth"
          render={({ field }) => (
            <DateOfBirthSelect
              id={fieldId('date_of_birth')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.date_of_birth)}
              describedBy={errors.date_of_birth ? `${fieldId('date_of_birth')}-errors` : undefined}
            />
          )}
        />
      </FormField>
      <FormField id={fieldId('address')} label={ACCOUNT_FIELD_LABELS.address} required error={errors.address}>
        <textarea
          id={fieldId('address')}
          rows={2}
          maxLength={ACCOUNT_LIMITS.addressMax}
          autoComplete="street-address"
          {...register('address')}
          {...describedBy(fieldId('address'), errors.address)}
        />
      </FormField>
      <Controller
        control={control}
        name="city_id"
        render={({ field }) => (
          <LocationSelects
            idPrefix={id}
            initialCountry={profile.country ?? ''}
            initialState={profile.state ?? ''}
            savedCity={profile.city}
            cityId={field.value}
            onCityChange={field.onChange}
            error={errors.city_id}
          />
        )}
      />
      <FormField id={fieldId('pincode')} label={ACCOUNT_FIELD_LABELS.pincode} required error={errors.pincode}>
        <input
          id={fieldId('pincode')}
          maxLength={ACCOUNT_LIMITS.pincodeMax}
          autoComplete="postal-code"
          {...register('pincode')}
          {...describedBy(fieldId('pincode'), errors.pincode)}
        />
      </FormField>
    </FormFrame>
  );
}
