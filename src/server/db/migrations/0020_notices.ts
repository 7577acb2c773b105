import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * What the server tells a person (decision 0038): a notice per recipient and event, written in the
 * event's transaction, and a delivery per channel the recipient takes it by (e-mail, later push),
 * which senders claim from the table as a durable queue.
 *
 * - `notices (recipient_id, event_key)` is unique: an event replayed notifies nobody twice.
 * - `notice_deliveries (notice_id, channel)` is unique: a notice goes once per channel.
 * - `preferences.receive_updates_email`: the auditor's choice of e-mail for what happens to their
 *   applications, reports and payments (on by default, as the notices were always meant to reach
 *   them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('notices'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('notices_recipient_event_key', ['recipient_id', 'event_key'])
    .execute();
  await db.schema
    .createIndex('notices_recipient_idx')
    .on('notices')
    .columns(['recipient_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('notice_deliveries'))
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notice_deliveries_notice_channel', ['notice_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('notice_deliveries_due_idx')
    .on('notice_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();

  await db.schema
    .alterTable('preferences')
    .addColumn('receive_updates_email', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('preferences').dropColumn('receive_updates_email').execute();
  await db.schema.dropTable('notice_deliveries').execute();
  await db.schema.dropTable('notices').execute();
}
