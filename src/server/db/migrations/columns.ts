import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Dialect-neutral column conventions shared by every migration (see docs/decisions/0002):
 * integer surrogate keys, flags as integers 0/1, timestamps as ISO-8601 UTC text,
 * calendar dates as YYYY-MM-DD text, money as integer paise, lists as JSON text.
 */
export function isPostgres<Schema>(db: Kysely<Schema>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
