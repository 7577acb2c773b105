import { type Kysely, sql } from 'kysely';

/**
 * One auditor holds an audit at a time (decision 0025): approving an application makes its audit
 * store, and of two managers approving two applications of one audit at once, only one may. The
 * check inside the approval is not enough under concurrency, so the database refuses the second
 * too. A withdrawn, failed or rejected report frees the audit for the waitlist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_stores_one_holder_idx')
    .on('audit_stores')
    .column('audit_id')
    .unique()
    .where(
      sql.ref('status'),
      'in',
      sql`('ASSIGNED', 'ACKNOWLEDGED', 'SUBMITTED', 'PM_REVIEW', 'COMPLETED', 'ACCEPTED')`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_stores_one_holder_idx').execute();
}
