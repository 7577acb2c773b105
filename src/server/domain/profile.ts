import type { AccountProfile, ProfileInfo } from '../../contract';
import {
  educationSchema,
  genderSchema,
  isInterestCategory,
  isLanguage,
  isPersonalComplete,
  maritalStatusSchema,
  paysByPaypal,
  profileCompletionPercentage,
  pronounSchema,
} from '../../contract';
import type { Db } from '../db/database';
import { additionalInfoRow, bankAccountRow } from '../repositories/accountDetails';
import { hasIdProof } from '../repositories/idProofs';
import { accountRow, profileCountryCode, profileRow } from '../repositories/profiles';
import { standingOf } from './certification';
import { storedChoice, storedList } from './storedValues';

/** The profile with its city, state and country; undefined before the first save. */
export async function loadProfileRow(db: Db, userId: number) {
  return profileRow(db, userId);
}

/** The country of the auditor's saved city (null before one is chosen): it decides bank or PayPal. */
export async function profileCountry(db: Db, userId: number): Promise<string | null> {
  return (await profileCountryCode(db, userId)) ?? null;
}

/** GET auditor/profile_info; an auditor without a profile row yet reads as an empty form. */
export async function profileInfo(db: Db, userId: number): Promise<ProfileInfo> {
  const p = await loadProfileRow(db, userId);
  if (!p) {
    return {
      id: userId,
      first_name: '',
      last_name: '',
      pronouns: null,
      gender: null,
      education: null,
      date_of_birth: null,
      marital_status: null,
      address: '',
      city: null,
      country: null,
      state: null,
      city_id: null,
      pincode: '',
      mobile_number: null,
      is_complete: false,
    };
  }
  return {
    id: userId,
    first_name: p.first_name,
    last_name: p.last_name,
    pronouns: storedChoice(pronounSchema, p.pronouns),
    gender: storedChoice(genderSchema, p.gender),
    education: storedChoice(educationSchema, p.education),
    date_of_birth: p.date_of_birth,
    marital_status: storedChoice(maritalStatusSchema, p.marital_status),
    address: p.address,
    city:
      p.city_id !== null && p.city_name !== null
        ? {
            id: p.city_id,
            name: p.city_name,
            state: p.state_code ?? '',
            country: p.country_code ?? '',
            country_name: p.country_name ?? '',
          }
        : null,
    country: p.country_code,
    state: p.state_code,
    city_id: p.city_id,
    pincode: p.pincode,
    mobile_number: p.mobile_number,
    is_complete: isPersonalComplete(p),
  };
}

export async function accountProfile(db: Db, userId: number): Promise<AccountProfile> {
  const row = await accountRow(db, userId);
  const personal = await loadProfileRow(db, userId);
  return {
    user_id: row.id,
    email: row.email,
    mobile_number: row.mobile_number,
    dial_code: row.dial_code,
    whatsapp_number: row.whatsapp_number,
    whatsapp_dial_code: row.whatsapp_dial_code,
    certification_score: row.submitted_at && row.score !== null ? String(row.score) : null,
    certification: standingOf(row),
    is_complete: personal ? isPersonalComplete(personal) : false,
    pp_accepted: row.pp_accepted === 1,
    agreement_accepted: row.agreement_accepted === 1,
  };
}

export async function completionPercentage(db: Db, userId: number): Promise<number> {
  const personal = await loadProfileRow(db, userId);
  const bank = await bankAccountRow(db, userId);
  const extra = await additionalInfoRow(db, userId);
  const idProof = await hasIdProof(db, userId);
  return profileCompletionPercentage({
    personal: personal ?? {},
    paysByPaypal: paysByPaypal(personal?.country_code),
    bank: bank ?? {},
    additional: extra
      ? {
          ...extra,
          interest_area: storedList(extra.interest_area, isInterestCategory),
          language_known: storedList(extra.language_known, isLanguage),
        }
      : {},
    isStudent: extra?.occupation === 'STUDENT',
    hasIdProof: idProof,
  });
}
