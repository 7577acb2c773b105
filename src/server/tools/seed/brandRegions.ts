import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS } from './accounts';
import { need } from './lookup';
import type { SeedCalendar } from './seedCalendar';

/**
 * The demo brand's regions and its region manager (decision 0078): Kaapi Kulture's cities in
 * three regions, a South region manager who reads the Bengaluru, Chennai and Hyderabad cafés
 * only (the demo's accepted café report is Bengaluru's), and the Besant Nagar café's manager, who
 * works its action plans (decision 0085).
 */
const REGIONS: Array<{ name: string; cities: string[] }> = [
  { name: 'West', cities: ['Mumbai', 'Pune'] },
  { name: 'South', cities: ['Bengaluru', 'Chennai', 'Hyderabad'] },
  { name: 'North', cities: ['New Delhi'] },
];
const REGION_MANAGER = { region: 'South', first: 'Meera', last: 'Joshi', referral: 'AUDR3GN' };
/** the Chennai café's manager: the demo's café report waiting for the brand is theirs (decision 0085) */
const STORE_MANAGER = {
  store: 'Kaapi Kulture, Besant Nagar',
  first: 'Arjun',
  last: 'Rao',
  referral: 'AUDST0R',
};

export async function insertBrandRegions(
  db: Db,
  calendar: SeedCalendar,
  clientId: number,
  cityIds: Map<string, number>,
  hashes: { region: string; store: string },
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
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('client_id', '=', clientId)
    .where('name', '=', STORE_MANAGER.store)
    .executeTakeFirstOrThrow();
  const seats = [
    {
      person: REGION_MANAGER,
      email: DEMO_ACCOUNTS.region.email,
      hash: hashes.region,
      seat: {
        brand_seat: 'region' as const,
        brand_region_id: need(regionIds, REGION_MANAGER.region, 'region'),
      },
    },
    {
      person: STORE_MANAGER,
      email: DEMO_ACCOUNTS.store.email,
      hash: hashes.store,
      seat: { brand_seat: 'store' as const, brand_store_id: store.id },
    },
  ];
  for (const [index, { person, email, hash, seat }] of seats.entries()) {
    const { id } = await db
      .insertInto('users')
      .values({
        email,
        password_hash: hash,
        role: 'brand',
        is_verified: 1,
        referral_code: person.referral,
        created_at: calendar.timestamp(-110 + index, 10),
        client_id: clientId,
        ...seat,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({
        user_id: id,
        first_name: person.first,
        last_name: person.last,
        updated_at: calendar.timestamp(-110 + index, 10, 5),
      })
      .execute();
  }
}
