import type { Kysely } from 'kysely';

/**
 * Indexes for the report's hot paths: a cycle's questionnaire (every answer save recomputes
 * completion over it) and the lookups that check a question or section belongs to a cycle.
 * Without them both are full scans of every cycle's questions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sections_cycle_idx').on('sections').column('audit_cycle_id').execute();
  await db.schema.createIndex('questions_section_idx').on('questions').column('section_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('questions_section_idx').execute();
  await db.schema.dropIndex('sections_cycle_idx').execute();
}
