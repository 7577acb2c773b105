import type { AccountProfile, ProfileInfo } from '../../contract';
import { genderSchema, isPersonalComplete, profileCompletionPercentage } from '../../contract';
import type { Db } from '../db/database';

const parseList = (json: string): unknown[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
};

async function loadProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .leftJoin('cities', 'cities.id', 'profiles.city_id')
    .leftJoin('states', 'states.id', 'cities.state_id')
    .leftJoin('countries', 'countries.code', 'states.country_code')
    .selectAll('profiles')
    .select([
      'cities.name as city_name',
      'states.code as state_code',
      'countries.code as country_code',
      'countries.name as country_name',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}

export async function profileInfo(db: Db, userId: number): Promise<ProfileInfo> {
  const p = await loadProfileRow(db, userId);
  if (!p) throw new Error(`auditor ${userId} has no profile row`);
  const gender = genderSchema.safeParse(p.gender);
  return {
    id: userId,
    first_name: p.first_name,
    last_name: p.last_name,
    pronouns: p.pronouns,
    gender: gender.success ? gender.data : null,
    education: p.education,
    date_of_birth: p.date_of_birth,
    marital_status: p.marital_status,
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
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
    .leftJoin('certification_attempts', 'certification_attempts.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'profiles.mobile_number',
      'profiles.dial_code',
      'profiles.whatsapp_number',
      'profiles.whatsapp_dial_code',
      'account_flags.pp_accepted',
      'account_flags.agreement_accepted',
      'certification_attempts.score',
      'certification_attempts.submitted_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const personal = await loadProfileRow(db, userId);
  return {
    user_id: row.id,
    email: row.email,
    mobile_number: row.mobile_number,
    dial_code: row.dial_code,
    whatsapp_number: row.whatsapp_number,
    whatsapp_dial_code: row.whatsapp_dial_code,
    certification_score: row.submitted_at && row.score !== null ? String(row.score) : null,
    is_complete: personal ? isPersonalComplete(personal) : false,
    pp_accepted: row.pp_accepted === 1,
    agreement_accepted: row.agreement_accepted === 1,
  };
}

export async function completionPercentage(db: Db, userId: number): Promise<number> {
  const personal = await loadProfileRow(db, userId);
  const bank = await db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const extra = await db
    .selectFrom('additional_infos')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const idProof = await db
    .selectFrom('attachments')
    .select('id')
    .where('owner_id', '=', userId)
    .where('proof_type', '=', 'ID_PROOF')
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return profileCompletionPercentage({
    personal: personal ?? {},
    paysByPaypal: Boolean(personal?.country_code && personal.country_code !== 'IN'),
    bank: bank ?? {},
    additional: extra
      ? {
          ...extra,
          interest_area: parseList(extra.interest_area),
          language_known: parseList(extra.language_known),
        }
      : {},
    isStudent: extra?.occupation === 'STUDENT',
    hasIdProof: idProof !== undefined,
  });
}
