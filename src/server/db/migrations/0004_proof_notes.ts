import type { Kysely } from 'kysely';

/**
 * Proof notes (decision 0017): the auditor's reason why an optional proof of a section is
 * not attached, one per report and proof tag (the proof-tag modal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('proof_notes')
    .addColumn('audit_store_id', 'integer', (c) => c.notNull().references('audit_stores.id'))
    .addColumn('proof_tag_id', 'integer', (c) => c.notNull().references('proof_tags.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('proof_notes_pk', ['audit_store_id', 'proof_tag_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proof_notes').execute();
}
