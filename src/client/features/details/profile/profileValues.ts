import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EDITABLE_GENDERS, type ProfileInfo, type personalInfoBodySchema } from '../../../../contract';

/** The form's values (what the contract schema reads) and what it hands to the save. */
export type ProfileValues = z.input<typeof personalInfoBodySchema>;
export type ProfileBody = z.output<typeof personalInfoBodySchema>;
export type ProfileFormApi = UseFormReturn<ProfileValues, unknown, ProfileBody>;

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
