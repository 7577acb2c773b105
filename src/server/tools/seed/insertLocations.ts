import type { Db } from '../../db/database';
import { CITIES, COUNTRIES, STATES } from './locations';
import { need } from './lookup';

/** Countries, states and cities; returns the ids of the Indian cities by name. */
export async function insertLocations(db: Db): Promise<Map<string, number>> {
  await db.insertInto('countries').values(COUNTRIES).execute();
  const states = await db
    .insertInto('states')
    .values(STATES.map((s) => ({ country_code: s.country, code: s.code, name: s.name })))
    .returning(['id', 'country_code', 'code'])
    .execute();
  const stateIds = new Map(states.map((s) => [`${s.country_code}-${s.code}`, s.id]));
  // RETURNING order is not guaranteed for multi-row inserts, so rows are matched by key, not position.
  const cities = await db
    .insertInto('cities')
    .values(
      CITIES.map((c) => ({
        state_id: need(stateIds, `${c.country}-${c.state}`, 'state'),
        name: c.name,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    )
    .returning(['id', 'name', 'state_id'])
    .execute();
  const indianStateIds = new Set(states.filter((s) => s.country_code === 'IN').map((s) => s.id));
  const indianCityIds = new Map<string, number>();
  for (const city of cities) {
    if (!indianStateIds.has(city.state_id)) continue;
    if (indianCityIds.has(city.name)) throw new Error(`demo seed: two Indian cities named ${city.name}`);
    indianCityIds.set(city.name, city.id);
  }
  return indianCityIds;
}
