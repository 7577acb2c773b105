import { type Kysely, sql } from 'kysely';

/**
 * One live application per auditor and audit (decision 0019): the check before the insert is not
 * enough when two taps arrive together, so the database refuses the second one too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('applications_live_idx')
    .on('applications')
    .columns(['audit_id', 'auditor_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('APPLIED', 'WAITLISTED', 'APPROVED')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_live_idx').execute();
}
