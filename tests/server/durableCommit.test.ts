import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/database';
import { createPgDatabase } from './portalProcess';

/**
 * An acknowledged save is on disk (docs/rules.md#durability-and-concurrency): the connection the
 * server writes through syncs the WAL at every commit. better-sqlite3's build opens a database
 * that is already in WAL mode with NORMAL, which syncs only at checkpoints: a fresh file started
 * FULL, and the same file after a restart did not. This reads the settings back from SQLite.
 */
describe('the SQLite database the server writes to, after a restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-durability-'));
  const file = path.join(dir, 'portal.sqlite');
  let db = openDatabase({ sqlitePath: file });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs in WAL mode with synchronous=FULL (2)', async () => {
    await sql`create table probe (id integer primary key)`.execute(db);
    await db.destroy();
    db = openDatabase({ sqlitePath: file });
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(synchronous.rows[0]?.synchronous).toBe(2);
  });
});

/**
 * The same promise on PostgreSQL: the server's sessions commit synchronously even on a database
 * whose default was turned off (a tuning someone might apply), which this test does to its own.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL sessions the server writes through', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let db: Db;
  beforeAll(async () => {
    database = await createPgDatabase(process.env.TEST_DATABASE_URL as string, 'fap_sync');
    await database.admin.query(`alter database ${database.name} set synchronous_commit = off`);
    db = openDatabase({ databaseUrl: database.url, sqlitePath: '' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('run with synchronous_commit=on where the database default is off', async () => {
    const setting = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    expect(setting.rows[0]?.synchronous_commit).toBe('on');
  });
});
