import type { CityList } from '../../contract';
import type { Db } from '../db/database';

/**
 * The location lists behind the profile form's country → state → city selects: read-only
 * reference data. Codes are matched upper-cased, as they are stored.
 */

/** Rows of code and name as the code → name map the selects read, in name order. */
const byCode = (rows: Array<{ code: string; name: string }>): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.code, row.name]));

export async function listCountries(db: Db): Promise<Record<string, string>> {
  return byCode(await db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute());
}

export async function listStates(db: Db, country: string): Promise<Record<string, string>> {
  return byCode(
    await db
      .selectFrom('states')
      .select(['code', 'name'])
      .where('country_code', '=', country.toUpperCase())
      .orderBy('name')
      .execute(),
  );
}

/** The cities of a state; `country` narrows a state code that two countries share. */
export function listCities(db: Db, state: string, country?: string): Promise<CityList> {
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
    .where('states.code', '=', state.toUpperCase());
  if (country) query = query.where('states.country_code', '=', country.toUpperCase());
  return query.orderBy('cities.name').orderBy('cities.id').execute();
}
