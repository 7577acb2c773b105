import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Every status a report (audit store) enters, with when and by whom (decision 0020): the payment
 * timeline is read from these rows, not guessed, and the back office's record of who moved a
 * report builds on them (decision 0024). `changed_by` is null for the auditor's own steps and for
 * history the demo seed writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_store_status_changes'))
    .addColumn('audit_store_id', 'integer', (c) => c.notNull().references('audit_stores.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('audit_store_status_changes_store_idx')
    .on('audit_store_status_changes')
    .columns(['audit_store_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_store_status_changes').execute();
}
