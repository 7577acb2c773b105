import type { Db } from '../db/database';

/**
 * The location reference data as the database holds it (decision 0036): countries by code, their
 * states, the states' cities. Codes are stored upper-cased; the caller passes them so.
 */

export function countriesByName(db: Db) {
  return db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute();
}

export function statesByName(db: Db, countryCode: string) {
  return db
    .selectFrom('states')
    .select(['code', 'name'])
    .where('country_code', '=', countryCode)
    .orderBy('name')
    .execute();
}

/** The cities of a state code, with their state and country; `countryCode` narrows a shared code. */
export function citiesOfState(db: Db, stateCode: string, countryCode?: string) {
  let query = db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .innerJoin('countries', 'countries.code', 'states.country_code')
    .select([
      'cities.id',
      'cities.name',
      'states.code as state',
      'countries.code as country',
      'countries.name as country_name',
    ])
    .where('states.code', '=', stateCode);
  if (countryCode) query = query.where('states.country_code', '=', countryCode);
  return query.orderBy('cities.name').orderBy('cities.id').execute();
}

/** The country code of a city; undefined for no such city. */
export async function cityCountryCode(db: Db, cityId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .select('states.country_code')
    .where('cities.id', '=', cityId)
    .executeTakeFirst();
  return row?.country_code;
}

/** The cities some auditor gave as theirs, with their state, by state name then city name. */
export function auditorCities(db: Db) {
  return db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .select(['states.id as state_id', 'states.name as state', 'cities.id', 'cities.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('profiles')
          .innerJoin('users', 'users.id', 'profiles.user_id')
          .select('profiles.user_id')
          .whereRef('profiles.city_id', '=', 'cities.id')
          .where('users.role', '=', 'auditor'),
      ),
    )
    .orderBy('states.name')
    .orderBy('cities.name')
    .execute();
}
