import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';

/**
 * An acknowledged save is on disk (DESIGN, "Durability and concurrency"): the connection the
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
