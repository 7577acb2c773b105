import type { Kysely } from 'kysely';

/**
 * A client's reviewer sees the reports of that client only (decision 0025, "Report review"): the
 * account names its client. Null for every other account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('client_id').execute();
}
