import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { calendarDate } from './domain/calendar';
import { seedDemoWorld } from './tools/seed';
import { DEMO_ACCOUNTS } from './tools/seed/accounts';

const config = loadConfig();
const location = { databaseUrl: config.databaseUrl, sqlitePath: path.join(config.dataDir, 'portal.sqlite') };

// Migrations and the seed run on connections of their own without the statement timeout the
// requests get (postgresPool.ts): an index built over millions of answers takes longer than 6 s.
const setUp = openDatabase({ ...location, statementTimeoutMs: 0 });
try {
  await migrateToLatest(setUp);
  if (config.seedDemoData) {
    const { seeded } = await seedDemoWorld(setUp, { today: calendarDate(new Date()) });
    console.log(seeded ? 'Seeded the demonstration world.' : 'Demonstration data already present.');
    console.log('Demo accounts:');
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      console.log(`  ${role.padEnd(9)} ${account.email} / ${account.password}`);
    }
  }
} finally {
  await setUp.destroy();
}

const db = openDatabase(location);
const app = await buildApp({
  db,
  config,
  logger: { level: config.production ? 'info' : 'warn' },
  sendsNotices: true,
});
await app.listen({ port: config.port, host: config.host });
console.log(
  `Field Auditor Portal on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
);

/** How long a stop waits for requests in flight before it gives up on them. */
const SHUTDOWN_GRACE_MS = 15_000;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(`Requests still open after ${SHUTDOWN_GRACE_MS} ms: stopping anyway.`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close(); // stops accepting, answers what is in flight, closes connections as they idle
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
