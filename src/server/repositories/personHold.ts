import { SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';

/**
 * Holds the person's row until the transaction ends, so that two creations at once on
 * PostgreSQL cannot each count one below a per-account bound and both add one (SQLite has one
 * writer at a time). NO KEY: the rows that only reference the person (their answers, their
 * sessions) go on meanwhile.
 */
export async function holdPerson(trx: Db, userId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
