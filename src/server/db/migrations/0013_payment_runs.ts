import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Payment runs (decision 0025): a manager gathers pending payments into a run, exports it for the
 * bank, then marks each payment PAID (with the day) or FAILED (with a reason the auditor reads).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payment_runs'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('payment_run_id', 'integer', (c) => c.references('payment_runs.id'))
    .execute();
  await db.schema.alterTable('payments').addColumn('failure_reason', 'text').execute();
  await db.schema.alterTable('payments').addColumn('failed_on', 'text').execute();
  await db.schema.createIndex('payments_status_idx').on('payments').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_status_idx').execute();
  await db.schema.alterTable('payments').dropColumn('failed_on').execute();
  await db.schema.alterTable('payments').dropColumn('failure_reason').execute();
  await db.schema.alterTable('payments').dropColumn('payment_run_id').execute();
  await db.schema.dropTable('payment_runs').execute();
}
