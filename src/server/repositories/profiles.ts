import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';
import type { ProfilesTable } from '../db/schema';

/**
 * The auditor's profile row as the database holds it (decision 0036): the personal form, the
 * phone numbers and the city, which a first save creates.
 */

/** Every profile read starts here (the dashboard's on each load): compiled once (precompiled.ts). */
const profileWithCity = precompile((db, p: { userId: number }) =>
  db
    .selectFrom('profiles')
    .leftJoin('cities', 'cities.id', 'profiles.city_id')
    .leftJoin('states', 'states.id', 'cities.state_id')
    .leftJoin('countries', 'countries.code', 'states.country_code')
    .selectAll('profiles')
    .select([
      'cities.name as city_name',
      'cities.latitude as city_latitude',
      'cities.longitude as city_longitude',
      'states.code as state_code',
      'countries.code as country_code',
      'countries.name as country_name',
    ])
    .where('profiles.user_id', '=', p.userId),
);

/** The profile with its city, state and country, if the user has a profile row. */
export function profileRow(db: Db, userId: number) {
  return profileWithCity.executeTakeFirst(db, { userId });
}

/** The country code of the user's saved city; undefined before one is chosen. */
export async function profileCountryCode(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('cities', 'cities.id', 'profiles.city_id')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .select('states.country_code')
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  return row?.country_code;
}

export async function upsertProfile(
  db: Db,
  userId: number,
  fields: Omit<Insertable<ProfilesTable>, 'user_id'>,
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ user_id: userId, ...fields })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
    .execute();
}

export function phoneNumbers(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .select(['mobile_number', 'dial_code', 'whatsapp_number', 'whatsapp_dial_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account page's row: the user with their numbers, consents and certification attempt. */
export function accountRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
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
      'certification_attempts.attempt_number',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}
