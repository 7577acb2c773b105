import { Controller } from 'react-hook-form';
import { ACCOUNT_FIELD_LABELS, ACCOUNT_LIMITS, type ProfileInfo } from '../../../../contract';
import { describedBy, FormField } from '../../../forms/FormField';
import { LocationSelects } from '../../../forms/LocationSelects';
import type { ProfileFormApi } from './profileValues';

interface ProfileAddressFieldsProps {
  form: ProfileFormApi;
  /** the form's id: each field's is `${idPrefix}-${field}` */
  idPrefix: string;
  /** the saved place, where the country, state and city selects start */
  profile: ProfileInfo;
}

/** Where the auditor lives: the address, the country, state and city, and the pincode. */
export function ProfileAddressFields({ form, idPrefix, profile }: ProfileAddressFieldsProps) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const addressId = `${idPrefix}-address`;
  const pincodeId = `${idPrefix}-pincode`;
  return (
    <>
      <FormField id={addressId} label={ACCOUNT_FIELD_LABELS.address} required error={errors.address}>
        <textarea
          id={addressId}
          rows={2}
          maxLength={ACCOUNT_LIMITS.addressMax}
          autoComplete="street-address"
          {...register('address')}
          {...describedBy(addressId, errors.address)}
        />
      </FormField>
      <Controller
        control={control}
        name="city_id"
        render={({ field }) => (
          <LocationSelects
            idPrefix={idPrefix}
            initialCountry={profile.country ?? ''}
            initialState={profile.state ?? ''}
            savedCity={profile.city}
            cityId={field.value}
            onCityChange={field.onChange}
            error={errors.city_id}
          />
        )}
      />
      <FormField id={pincodeId} label={ACCOUNT_FIELD_LABELS.pincode} required error={errors.pincode}>
        <input
          id={pincodeId}
          maxLength={ACCOUNT_LIMITS.pincodeMax}
          autoComplete="postal-code"
          {...register('pincode')}
          {...describedBy(pincodeId, errors.pincode)}
        />
      </FormField>
    </>
  );
}
