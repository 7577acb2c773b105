import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * The back office's record (decision 0024): every action of a member of staff on an auditor, a
 * report or a payment, with who, when, and the value before and after (JSON), shown where the
 * action is. Views of personal data (a bank reveal, an ID proof opened) are actions too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff_actions'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_actions_target_idx')
    .on('staff_actions')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_actions').execute();
}
