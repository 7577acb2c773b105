import type { CityList, ManagerLocationTree } from '../../contract';
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

/** The states and cities auditors have given as theirs, by id: what the directory can filter on. */
export async function auditorLocationTree(db: Db): Promise<ManagerLocationTree> {
  const rows = await db
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
  const states = new Map<number, ManagerLocationTree['states'][number]>();
  for (const row of rows) {
    const state = states.get(row.state_id) ?? { id: row.state_id, name: row.state, cities: [] };
    state.cities.push({ id: row.id, name: row.name });
    states.set(row.state_id, state);
  }
  return { states: [...states.values()] };
}
