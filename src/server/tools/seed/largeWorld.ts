import type { Db } from '../../db/database';

/**
 * A large world for measuring discovery at scale (docs/budgets.md#discovery-and-a-large-world): by
 * default 50,000 stores in 500 cities and 200,000 audits in 1,000 ACTIVE cycles, spread over
 * India's latitudes and longitudes, beside the demo world (so the demo auditor has a city to
 * measure from). Deterministic (a seeded generator), inserted in batches in one transaction, and
 * done once: a second run finds its marker client and stops.
 */

export interface LargeWorldSize {
  cities: number;
  stores: number;
  cycles: number;
  audits: number;
}

export const LARGE_WORLD: LargeWorldSize = { cities: 500, stores: 50_000, cycles: 1_000, audits: 200_000 };
const MARKER_CLIENT = 'Large World Client 1';
const CLIENTS = 50;
/** rows per INSERT: PostgreSQL allows 65,535 parameters per statement, SQLite 32,766 */
const BATCH = 1_000;

/** mulberry32: a small seeded generator, so every run builds the same world (the brand bench's too). */
export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Ids of an inserted batch, in order (both dialects return them with RETURNING). */
async function insertedIds(query: Promise<Array<{ id: number }>>): Promise<number[]> {
  return (await query).map((row) => row.id);
}

const isoDay = (offsetDays: number, today: Date) =>
  new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedLargeWorld(
  db: Db,
  options: { today: Date; size?: LargeWorldSize },
): Promise<{ seeded: boolean }> {
  const size = options.size ?? LARGE_WORLD;
  const exists = await db
    .selectFrom('clients')
    .select('id')
    .where('name', '=', MARKER_CLIENT)
    .executeTakeFirst();
  if (exists) return { seeded: false };
  const random = generator(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  await db.transaction().execute(async (trx) => {
    const country = await trx
      .selectFrom('countries')
      .select('code')
      .where('code', '=', 'IN')
      .executeTakeFirst();
    if (!country) await trx.insertInto('countries').values({ code: 'IN', name: 'India' }).execute();
    const state = await trx
      .insertInto('states')
      .values({ country_code: 'IN', code: 'LW', name: 'Large World' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // India spans about 8°N to 34°N and 68°E to 97°E
    const cityRows = Array.from({ length: size.cities }, (_, n) => ({
      state_id: state.id,
      name: `Town ${n + 1}`,
      latitude: 8 + random() * 26,
      longitude: 68 + random() * 29,
    }));
    const cities: Array<{ id: number; latitude: number; longitude: number }> = [];
    await inBatches(cityRows, async (batch) => {
      const ids = await insertedIds(trx.insertInto('cities').values(batch).returning('id').execute());
      for (const [index, id] of ids.entries())
        cities.push({ id, ...(batch[index] as (typeof cityRows)[number]) });
    });

    const clientIds = await insertedIds(
      trx
        .insertInto('clients')
        .values(
          Array.from({ length: CLIENTS }, (_, n) => ({
            name: `Large World Client ${n + 1}`,
            auditor_display_name: `Brand ${n + 1}`,
            auditor_logo_url: '/logos/voltkart.svg',
          })),
        )
        .returning('id')
        .execute(),
    );

    const storeRows = Array.from({ length: size.stores }, (_, n) => {
      const city = pick(cities);
      // within about 15 km of the town's centre
      return {
        client_id: pick(clientIds),
        name: `Store ${n + 1}`,
        address: `${n + 1} Market Road`,
        city_id: city.id,
        latitude: city.latitude + (random() - 0.5) * 0.27,
        longitude: city.longitude + (random() - 0.5) * 0.27,
      };
    });
    const storeIds: number[] = [];
    await inBatches(storeRows, async (batch) => {
      storeIds.push(...(await insertedIds(trx.insertInto('stores').values(batch).returning('id').execute())));
    });

    const cycleRows = Array.from({ length: size.cycles }, (_, n) => ({
      client_id: pick(clientIds),
      name: `Large cycle ${n + 1}`,
      type: 'MYSTERY_AUDIT' as const,
      status: 'ACTIVE' as const,
      start_date: isoDay(-Math.floor(random() * 20), options.today),
      end_date: isoDay(10 + Math.floor(random() * 50), options.today),
    }));
    const cycleIds: number[] = [];
    await inBatches(cycleRows, async (batch) => {
      cycleIds.push(
        ...(await insertedIds(trx.insertInto('audit_cycles').values(batch).returning('id').execute())),
      );
    });

    const auditRows = Array.from({ length: size.audits }, () => ({
      audit_cycle_id: pick(cycleIds),
      store_id: pick(storeIds),
      fee_paise: (300 + Math.floor(random() * 12) * 100) * 100,
      reimbursement_paise: Math.floor(random() * 4) * 5_000,
    }));
    await inBatches(auditRows, (batch) => trx.insertInto('audits').values(batch).execute());
  });
  return { seeded: true };
}
