import { SqliteAdapter, sql } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { scoreUnscoredAcceptedReports } from '../../domain/review/reportScoring';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { insertBrandRegions } from './brandRegions';
import { CLIENTS } from './clients';
import { insertCatalogue } from './insertCatalogue';
import { insertCertification } from './insertCertification';
import { insertJourneys } from './insertJourneys';
import { insertLocations } from './insertLocations';
import { insertPeople, type PasswordHashes } from './insertPeople';
import { insertShopperGuide } from './insertShopperGuide';
import { need } from './lookup';
import { SeedCalendar } from './seedCalendar';

async function demoWorldExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.auditor.email)
    .executeTakeFirst();
  return row !== undefined;
}

/** The demo client account reviews for Kaapi Kulture, whose café audits reach client review. */
export const DEMO_CLIENT_SLUG = 'kaapi-kulture';

async function tieClientReviewer(db: Db, userId: number): Promise<number> {
  const client = CLIENTS.find((c) => c.slug === DEMO_CLIENT_SLUG);
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('name', '=', client?.name ?? '')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ client_id: row.id }).where('id', '=', userId).execute();
  return row.id;
}

/**
 * A PostgreSQL advisory lock for the seed, released at the transaction's end; SQLite's write lock
 * is enough.
 */
async function holdSeedLock(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
}

/** Any number of our own: only the seed takes this advisory lock. */
const SEED_LOCK_KEY = 7_200_426;

/**
 * Seeds the demonstration world once: locations, clients, stores, audit cycles with their
 * questionnaires, the certification test, and the demo accounts with a history behind them.
 * Every date is relative to `today` (YYYY-MM-DD). Does nothing when the demo auditor exists.
 */
export async function seedDemoWorld(db: Db, options: { today: string }): Promise<{ seeded: boolean }> {
  const calendar = new SeedCalendar(options.today);
  if (await demoWorldExists(db)) return { seeded: false };
  // scrypt is slow on purpose; hash before the transaction so it stays short
  const accounts = Object.entries(DEMO_ACCOUNTS) as Array<[DemoAccount, { password: string }]>;
  const hashes = Object.fromEntries(
    await Promise.all(
      accounts.map(async ([key, account]) => [key, await hashPassword(account.password)] as const),
    ),
  ) as PasswordHashes;
  return db.transaction().execute(async (trx) => {
    // Instances that start together on an empty database all found no demo world above; the
    // first to get here seeds it, the others wait for its commit and then find it done.
    await holdSeedLock(trx);
    if (await demoWorldExists(trx)) return { seeded: false };
    const cityIds = await insertLocations(trx);
    const catalogue = await insertCatalogue(trx, calendar, cityIds);
    const userIds = await insertPeople(trx, calendar, cityIds, hashes);
    await insertCertification(trx, calendar, userIds);
    await insertShopperGuide(trx);
    await insertJourneys(trx, calendar, catalogue, userIds);
    const demoBrand = await tieClientReviewer(trx, need(userIds, 'client', 'client account'));
    await insertBrandRegions(trx, calendar, demoBrand, cityIds, hashes);
    // the journeys' accepted reports carry their scores, as an accept in the app writes them
    await scoreUnscoredAcceptedReports(trx, new Date(`${options.today}T12:00:00.000Z`));
    return { seeded: true };
  });
}
