import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

export interface TestDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL schema of this test database (undefined on SQLite) */
  pgSchema?: string;
  close(): Promise<void>;
}

/** The dialects every server test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * A freshly migrated, empty database: in-memory SQLite, or a PostgreSQL schema of its own that is
 * dropped again on close, so test files can run in parallel against one server.
 */
export async function createTestDb(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const db = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    return { db, dialect, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: url, sqlitePath: '' });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = openDatabase({ databaseUrl: url, pgSchema: schema, sqlitePath: '' });
  await migrateToLatest(db, schema);
  return {
    db,
    dialect,
    pgSchema: schema,
    close: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}
