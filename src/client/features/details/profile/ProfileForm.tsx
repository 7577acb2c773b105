import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
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
import { LookupSelect } from '../../../forms/LookupSelect';
import { optionalChoice } from '../../../forms/selectValues';
import { useModalSave } from '../../../forms/useModalSave';
import { DateOfBirthField } from './DateOfBirthField';
import { ProfileAddressFields } from './ProfileAddressFields';
import { type ProfileBody, type ProfileValues, profileDefaults } from './profileValues';

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

const GENDER_OPTIONS = EDITABLE_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const EDUCATION_OPTIONS = EDUCATIONS.map((value) => ({ value, label: EDUCATION_LABELS[value] }));
const MARITAL_STATUS_OPTIONS = MARITAL_STATUSES.map((value) => ({
  value,
  label: MARITAL_STATUS_LABELS[value],
}));

interface ProfileFormProps {
  profile: ProfileInfo;
  save: (body: ProfileBody) => Promise<unknown>;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/** 'Edit Personal Information': every field but pronouns is required (decision 0007). */
export function ProfileForm({ profile, save, onSaved, onCancel }: ProfileFormProps) {
  const id = useId();
  const form = useForm<ProfileValues, unknown, ProfileBody>({
    resolver: zodResolver(personalInfoBodySchema),
    defaultValues: profileDefaults(profile),
    criteriaMode: 'all',
  });
  const { register } = form;
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
        <LookupSelect
          id={fieldId('gender')}
          label={ACCOUNT_FIELD_LABELS.gender}
          required
          options={GENDER_OPTIONS}
          error={errors.gender}
          registration={register('gender', choiceProps)}
        />
      </div>
      <div className="form-row">
        <LookupSelect
          id={fieldId('education')}
          label={ACCOUNT_FIELD_LABELS.education}
          required
          options={EDUCATION_OPTIONS}
          error={errors.education}
          registration={register('education', choiceProps)}
        />
        <LookupSelect
          id={fieldId('marital_status')}
          label={ACCOUNT_FIELD_LABELS.marital_status}
          required
          options={MARITAL_STATUS_OPTIONS}
          error={errors.marital_status}
          registration={register('marital_status', choiceProps)}
        />
      </div>
      <DateOfBirthField form={form} id={fieldId('date_of_birth')} />
      <ProfileAddressFields form={form} idPrefix={id} profile={profile} />
    </FormFrame>
  );
}
