import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migratorOf } from '../../src/server/db/migrate';

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
 * Kysely's migrator looks for its own table by reading the columns of every schema of the database
 * (`introspection.getTables`, with `has_schema_privilege` on each). Test files run side by side,
 * and a schema another file drops during that read makes PostgreSQL refuse it: `schema "t_…" does
 * not exist`, naming the other file's schema, before any migration ran. Nothing of ours failed, so
 * the migrator's call runs again. An error naming our own schema, or any other, is the test's.
 */
export async function besideOtherFiles<T extends { error?: unknown }>(
  schema: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await run();
    const message = result.error === undefined ? '' : String(result.error);
    const anotherFilesSchema =
      schema !== undefined &&
      /schema "t_[0-9a-f]+" does not exist/.test(message) &&
      !message.includes(schema);
    if (!anotherFilesSchema || attempt === 5) return result;
  }
}

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
  const { error } = await besideOtherFiles(schema, () => migratorOf(db, schema).migrateToLatest());
  if (error) throw new Error(`migration failed: ${String(error)}`);
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
