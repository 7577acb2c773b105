import type { Kysely } from 'kysely';

/**
 * What each device of an auditor last said it holds unsent (decision 0072): one row per device,
 * its reports as JSON (contract/deviceUnsent.ts, checked on the way in), replaced at each report
 * and dropped when the device holds nothing or the auditor has redone it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_unsent')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (column) => column.notNull())
    .addColumn('device_label', 'text', (column) => column.notNull())
    .addColumn('reported_at', 'text', (column) => column.notNull())
    .addColumn('reports', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('device_unsent_pkey', ['user_id', 'device_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_unsent').execute();
}
