import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/database';
import { inWriteTransaction } from '../../src/server/db/groupCommit';
import { createTestDb, DIALECTS } from './testDb';

/** A database in a file (SQLite) or a schema (PostgreSQL), and a second connection to it. */
async function twoConnections(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'group-commit-'));
    const sqlitePath = path.join(dir, 'probe.sqlite');
    const db = openDatabase({ sqlitePath });
    const other = openDatabase({ sqlitePath });
    return {
      db,
      other,
      close: async () => {
        await other.destroy();
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const t = await createTestDb(dialect);
  const other = openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgSchema: t.pgSchema,
    sqlitePath: '',
  });
  return {
    db: t.db,
    other,
    close: async () => {
      await other.destroy();
      await t.close();
    },
  };
}

/**
 * Writes that arrive together share one commit on SQLite (decision 0028), yet each keeps the
 * outcome it would have had alone; on PostgreSQL each has its own transaction. Same rules on both.
 */
describe.each(DIALECTS)('write transactions on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof twoConnections>>;
  beforeAll(async () => {
    t = await twoConnections(dialect);
    await sql`create table group_commit_probe (id integer primary key, label text not null)`.execute(t.db);
  });
  afterAll(() => t?.close());

  const insert = (db: Db, id: number, label: string) =>
    sql`insert into group_commit_probe (id, label) values (${id}, ${label})`.execute(db);
  const labels = async (from: number, to: number) =>
    (
      await sql<{
        label: string;
      }>`select label from group_commit_probe where id between ${from} and ${to} order by id`.execute(t.db)
    ).rows.map((row) => row.label);

  it('concurrent writes all land, in their order; one that fails leaves nothing and fails alone', async () => {
    const order: number[] = [];
    const writes = Array.from({ length: 20 }, (_, i) =>
      inWriteTransaction(t.db, async (trx) => {
        order.push(i);
        await insert(trx, 100 + i, `write ${i}`);
        // a second change in the same write, then a refusal: both must vanish together
        if (i === 7) {
          await insert(trx, 200, 'half of write 7');
          throw new Error('refused');
        }
        return i;
      }),
    );
    const results = await Promise.allSettled(writes);
    expect(results.map((r) => r.status)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i === 7 ? 'rejected' : 'fulfilled')),
    );
    expect((results[7] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused' });
    // SQLite's group runs them in arrival order; PostgreSQL's pooled connections in any order
    if (dialect === 'sqlite') expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(await labels(100, 119)).toEqual(
      Array.from({ length: 20 }, (_, i) => `write ${i}`).filter((label) => label !== 'write 7'),
    );
    expect(await labels(200, 200)).toEqual([]);
  });

  it('a write that breaks a constraint fails alone; the others of its moment land', async () => {
    await insert(t.db, 300, 'already there');
    const [duplicate, fresh] = await Promise.allSettled([
      inWriteTransaction(t.db, (trx) => insert(trx, 300, 'again')),
      inWriteTransaction(t.db, (trx) => insert(trx, 301, 'new')),
    ]);
    expect(duplicate.status).toBe('rejected');
    expect(fresh.status).toBe('fulfilled');
    expect(await labels(300, 301)).toEqual(['already there', 'new']);
  });

  it('once a write resolved, a new connection reads it: it was committed before the answer', async () => {
    await inWriteTransaction(t.db, (trx) => insert(trx, 400, 'committed'));
    expect(
      (await sql<{ label: string }>`select label from group_commit_probe where id = 400`.execute(t.other))
        .rows,
    ).toEqual([{ label: 'committed' }]);
  });

  it('inside a transaction a write joins it and rolls back with it', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await inWriteTransaction(trx, (inner) => insert(inner, 500, 'inside'));
        throw new Error('the outer transaction fails');
      }),
    ).rejects.toThrow('the outer transaction fails');
    expect(await labels(500, 500)).toEqual([]);
  });
});
