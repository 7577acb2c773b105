import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { calendarDate } from '../domain/calendar';
import { seedDemoWorld } from './seed';
import { LARGE_WORLD, seedLargeWorld } from './seed/largeWorld';

/**
 * npm run seed:large: the demo world and, beside it, the large world
 * (docs/budgets.md#discovery-and-a-large-world; 50,000 stores in 500 cities, 200,000 audits in
 * 1,000 cycles) in the database the server is configured with (DATA_DIR's SQLite file, or
 * DATABASE_URL). Run once; a second run changes nothing.
 */
const config = loadConfig();
const db = openDatabase({
  databaseUrl: config.databaseUrl,
  sqlitePath: path.join(config.dataDir, 'portal.sqlite'),
  // a quarter of a million rows go in large statements: no per-statement limit for this tool
  statementTimeoutMs: 0,
});
try {
  await migrateToLatest(db);
  const now = new Date();
  await seedDemoWorld(db, { today: calendarDate(now) });
  const started = Date.now();
  const { seeded } = await seedLargeWorld(db, { today: now });
  // a quarter of a million new rows: the planner's statistics are refreshed now, as a database's
  // routine maintenance would soon do, so the first queries already pick the coordinates index
  if (seeded) await sql`analyze`.execute(db);
  console.log(
    seeded
      ? `Seeded the large world (${LARGE_WORLD.stores} stores, ${LARGE_WORLD.audits} audits) in ${Date.now() - started} ms.`
      : 'The large world is already there.',
  );
} finally {
  await db.destroy();
}
