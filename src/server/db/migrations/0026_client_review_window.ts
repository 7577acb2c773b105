import { type Kysely, sql } from 'kysely';

/**
 * Client review that always ends (decision 0065).
 * - `clients.client_review_days`: how long the brand's reports wait for its reviewer after the
 *   PM's accept; null for a brand without client review, whose PM's accept is final. Existing
 *   brands keep client review, for the default 7 days.
 * - `audit_stores.client_review_due_at`: when a report in client review is accepted if nobody
 *   decided it; set by the PM's accept. Reports already waiting get the whole window from now, so
 *   nothing a reviewer may be reading is accepted under them at the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clients')
    .addColumn('client_review_days', 'integer', (c) => c.defaultTo(7))
    .execute();
  await db.schema.alterTable('audit_stores').addColumn('client_review_due_at', 'text').execute();
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await sql`update audit_stores set client_review_due_at = ${due} where status = 'COMPLETED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_stores').dropColumn('client_review_due_at').execute();
  await db.schema.alterTable('clients').dropColumn('client_review_days').execute();
}
