import type { Kysely } from 'kysely';

/**
 * The visit record's entries as the server received them (decision 0045), one row per entry of a
 * report's chain, kept by its number: what the device recorded (kind, ref, value as JSON, its
 * clock), the hash chain (`prev_hash`, `hash`), and what the server made of its time (the token's
 * verified issue time, the monotonic milliseconds since, the time it places the entry at, how far
 * the device's clock stood from it) and, for a position, its distance to the store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_entries')
    .addColumn('audit_store_id', 'integer', (c) =>
      c.notNull().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('device_at', 'text', (c) => c.notNull())
    .addColumn('token', 'text')
    .addColumn('token_at', 'text')
    .addColumn('elapsed_ms', 'integer')
    .addColumn('placed_at', 'text')
    .addColumn('clock_off_ms', 'integer')
    .addColumn('distance_m', 'real')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_entries_pk', ['audit_store_id', 'seq'])
    .execute();
  await db.schema
    .createTable('visit_seals')
    .addColumn('audit_store_id', 'integer', (c) =>
      c.primaryKey().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('head', 'text')
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('broken_seq', 'integer')
    .addColumn('reason', 'text')
    .addColumn('kid', 'text')
    .addColumn('signature', 'text')
    .addColumn('judged_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_seals').execute();
  await db.schema.dropTable('visit_entries').execute();
}
