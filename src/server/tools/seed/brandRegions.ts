import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS } from './accounts';
import { need } from './lookup';
import type { SeedCalendar } from './seedCalendar';

/**
 * The demo brand's regions and its region manager (decision 0078): Kaapi Kulture's cities in
 * three regions, and a South region manager who reads the Bengaluru, Chennai and Hyderabad cafés
 * only (the demo's accepted café report is Bengaluru's).
 */
const REGIONS: Array<{ name: string; cities: string[] }> = [
  { name: 'West', cities: ['Mumbai', 'Pune'] },
  { name: 'South', cities: ['Bengaluru', 'Chennai', 'Hyderabad'] },
  { name: 'North', cities: ['New Delhi'] },
];
const REGION_MANAGER = { region: 'South', first: 'Meera', last: 'Joshi', referral: 'AUDR3GN' };

export async function insertBrandRegions(
  db: Db,
  calendar: SeedCalendar,
  clientId: number,
  cityIds: Map<string, number>,
  regionManagerHash: string,
): Promise<void> {
  const regionIds = new Map<string, number>();
  for (const region of REGIONS) {
    const { id } = await db
      .insertInto('brand_regions')
      .values({ client_id: clientId, name: region.name, created_at: calendar.timestamp(-120, 11) })
      .returning('id')
      .executeTakeFirstOrThrow();
    regionIds.set(region.name, id);
    await db
      .insertInto('brand_region_cities')
      .values(
        region.cities.map((city) => ({
          client_id: clientId,
          city_id: need(cityIds, city, 'city'),
          region_id: id,
        })),
      )
      .execute();
  }
  const { id } = await db
    .insertInto('users')
    .values({
      email: DEMO_ACCOUNTS.region.email,
      password_hash: regionManagerHash,
      role: 'brand',
      is_verified: 1,
      referral_code: REGION_MANAGER.referral,
      created_at: calendar.timestamp(-110, 10),
      client_id: clientId,
      brand_seat: 'region',
      brand_region_id: need(regionIds, REGION_MANAGER.region, 'region'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      first_name: REGION_MANAGER.first,
      last_name: REGION_MANAGER.last,
      updated_at: calendar.timestamp(-110, 10, 5),
    })
    .execute();
}
