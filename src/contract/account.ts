import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, choice, INDIA_COUNTRY_CODE, requiredText } from './accountFields';
import { citySchema } from './dashboard';
import { dateOfBirthSchema } from './dateOfBirth';
import { DB_INTEGER_MAX } from './ids';
import {
  EDITABLE_GENDERS,
  EDUCATIONS,
  educationSchema,
  genderSchema,
  MARITAL_STATUSES,
  maritalStatusSchema,
  PRONOUNS,
  pronounSchema,
} from './lookups';

/** Why a pincode is refused for a city in `countryCode`, or undefined. India's PIN codes have 6 digits. */
export function pincodeProblem(pincode: string, countryCode: string | null): string | undefined {
  if (countryCode !== INDIA_COUNTRY_CODE) return undefined;
  const digits = new RegExp(`^\\d{${ACCOUNT_LIMITS.indianPincodeDigits}}$`);
  return digits.test(pincode) ? undefined : ACCOUNT_MESSAGES.indianPincode;
}

/**
 * POST auditor/profile_info: the 'Edit Personal Information' form. All fields are required (the
 * form marks them so) except pronouns. The mobile number has its own call; the city must exist,
 * which the server checks against its city table.
 */
export const personalInfoBodySchema = z.object({
  first_name: requiredText(ACCOUNT_LIMITS.nameMax),
  last_name: requiredText(ACCOUNT_LIMITS.nameMax),
  pronouns: choice(PRONOUNS)
    .nullish()
    .transform((value) => value ?? null),
  gender: choice(EDITABLE_GENDERS),
  education: choice(EDUCATIONS),
  date_of_birth: dateOfBirthSchema,
  marital_status: choice(MARITAL_STATUSES),
  address: requiredText(ACCOUNT_LIMITS.addressMax),
  city_id: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ACCOUNT_MESSAGES.required
          : ACCOUNT_MESSAGES.unknownCity,
    })
    .int({ error: ACCOUNT_MESSAGES.unknownCity })
    .positive({ error: ACCOUNT_MESSAGES.unknownCity })
    .max(DB_INTEGER_MAX, { error: ACCOUNT_MESSAGES.unknownCity }),
  pincode: requiredText(ACCOUNT_LIMITS.pincodeMax).regex(/^[A-Za-z0-9 -]+$/, {
    error: ACCOUNT_MESSAGES.pincodeCharacters,
  }),
});
export type PersonalInfoBody = z.infer<typeof personalInfoBodySchema>;

/** GET and POST auditor/profile_info: what was saved, with the city resolved and completeness. */
export const profileInfoSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  pronouns: pronounSchema.nullable(),
  gender: genderSchema.nullable(),
  education: educationSchema.nullable(),
  date_of_birth: z.string().nullable(),
  marital_status: maritalStatusSchema.nullable(),
  address: z.string(),
  city: citySchema.nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city_id: z.number().int().nullable(),
  pincode: z.string(),
  mobile_number: z.string().nullable(),
  /** every personal field and the mobile number are filled (profileCompletion.ts) */
  is_complete: z.boolean(),
});
export type ProfileInfo = z.infer<typeof profileInfoSchema>;
