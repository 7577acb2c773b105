import type { Kysely } from 'kysely';

/**
 * Notices nobody's action causes (decision 0041).
 * - `opportunity_announcements`: which cycles an auditor's daily digest already named, so the next
 *   names only what is new to them.
 * - `scheduled_runs`: the last business day a once-a-day job ran, which one instance claims.
 * - `audit_stores (status, audit_date)`: the due-soon look, every few minutes, reads reports still
 *   open by their audit date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('opportunity_announcements')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audit_cycle_id', 'integer', (c) =>
      c.notNull().references('audit_cycles.id').onDelete('cascade'),
    )
    .addColumn('announced_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('opportunity_announcements_pk', ['user_id', 'audit_cycle_id'])
    .execute();
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_stores_status_date_idx')
    .on('audit_stores')
    .columns(['status', 'audit_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_stores_status_date_idx').execute();
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropTable('opportunity_announcements').execute();
}
