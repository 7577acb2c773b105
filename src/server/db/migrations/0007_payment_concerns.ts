import type { Kysely } from 'kysely';

/**
 * A concern sent through the device's outbox names itself (decision 0020): a resend after a lost
 * answer finds the one already kept instead of keeping a second. Concerns without a key (the older
 * calls) are not affected: NULLs never collide in a unique index, on SQLite or PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('concerns').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('concerns_client_key_idx')
    .on('concerns')
    .columns(['user_id', 'client_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('concerns_client_key_idx').execute();
  await db.schema.alterTable('concerns').dropColumn('client_key').execute();
}
