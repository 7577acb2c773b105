import type { CityList, ManagerLocationTree } from '../../contract';
import type { Db } from '../db/database';
import { auditorCities, citiesOfState, countriesByName, statesByName } from '../repositories/locations';

/**
 * The location lists behind the profile form's country → state → city selects: read-only
 * reference data. Codes are matched upper-cased, as they are stored.
 */

/** Rows of code and name as the code → name map the selects read, in name order. */
const byCode = (rows: Array<{ code: string; name: string }>): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.code, row.name]));

export async function listCountries(db: Db): Promise<Record<string, string>> {
  return byCode(await countriesByName(db));
}

export async function listStates(db: Db, country: string): Promise<Record<string, string>> {
  return byCode(await statesByName(db, country.toUpperCase()));
}

/** The cities of a state; `country` narrows a state code that two countries share. */
export function listCities(db: Db, state: string, country?: string): Promise<CityList> {
  return citiesOfState(db, state.toUpperCase(), country?.toUpperCase());
}

/** The states and cities auditors have given as theirs, by id: what the directory can filter on. */
export async function auditorLocationTree(db: Db): Promise<ManagerLocationTree> {
  const rows = await auditorCities(db);
  const states = new Map<number, ManagerLocationTree['states'][number]>();
  for (const row of rows) {
    const state = states.get(row.state_id) ?? { id: row.state_id, name: row.state, cities: [] };
    state.cities.push({ id: row.id, name: row.name });
    states.set(row.state_id, state);
  }
  return { states: [...states.values()] };
}
