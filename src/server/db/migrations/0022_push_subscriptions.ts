import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Notifications on devices (decision 0040).
 * - `push_subscriptions`: one row per device a person turned notifications on for, where its
 *   browser's push service takes messages for it and the keys to encrypt them with. It belongs to
 *   the session that made it: the session's end (sign-out, a password change, a deactivation)
 *   deletes it with the session. An endpoint is one device's, so it is unique: the same device
 *   signed in as someone else moves to them.
 * - `push_sends`: which device a push delivery already reached, so a delivery retried because one
 *   device's service failed is not sent again to the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) =>
      c.notNull().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session_idx')
    .on('push_subscriptions')
    .column('session_hash')
    .execute();

  await db.schema
    .createTable('push_sends')
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('notice_deliveries.id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_sends_pk', ['delivery_id', 'subscription_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_sends').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
