import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * A brand's webhook and its queue of deliveries (decision 0081). The queue is the notice
 * deliveries' (decision 0038) in shape: a row per event, claimed for a lease, retried with a
 * backoff, its outcome recorded; an event key unique per brand, so an event queued twice is
 * posted once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_webhooks')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('brand_webhook_deliveries'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    // 'report.accepted' or 'ping'
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('audit_store_id', 'integer', (c) => c.references('audit_stores.id').onDelete('set null'))
    // the event's own fields as JSON, fixed when it happened: every attempt posts the same body
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('brand_webhook_deliveries_event_key', ['client_id', 'event_key'])
    .execute();
  await db.schema
    .createIndex('brand_webhook_deliveries_due_idx')
    .on('brand_webhook_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_webhook_deliveries').execute();
  await db.schema.dropTable('brand_webhooks').execute();
}
