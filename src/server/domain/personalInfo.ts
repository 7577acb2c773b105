import { ACCOUNT_MESSAGES, type PersonalInfoBody, pincodeProblem } from '../../contract';
import type { Db } from '../db/database';
import { cityCountryCode } from '../repositories/locations';
import { upsertProfile } from '../repositories/profiles';
import { fieldsRefused } from './errors';

/**
 * Saves the 'Edit Personal Information' form (POST auditor/profile_info) after the checks that need
 * the database: the city exists, and a city in India takes a 6-digit PIN code. A first save
 * creates the profile row.
 */
export async function savePersonalInfo(db: Db, userId: number, body: PersonalInfoBody): Promise<void> {
  const countryCode = await cityCountryCode(db, body.city_id);
  if (countryCode === undefined) throw fieldsRefused({ city_id: [ACCOUNT_MESSAGES.unknownCity] });
  const pincodeError = pincodeProblem(body.pincode, countryCode);
  if (pincodeError) throw fieldsRefused({ pincode: [pincodeError] });
  const fields = {
    first_name: body.first_name,
    last_name: body.last_name,
    pronouns: body.pronouns,
    gender: body.gender,
    education: body.education,
    date_of_birth: body.date_of_birth,
    marital_status: body.marital_status,
    address: body.address,
    city_id: body.city_id,
    pincode: body.pincode,
    updated_at: new Date().toISOString(),
  };
  await upsertProfile(db, userId, fields);
}
