import type { Kysely } from 'kysely';

/**
 * What a sealed visit's record does not cover (decision 0068): the report's items the device never
 * recorded (answers given before recording began, on another device, by the seed), each with the
 * SHA-256 of the value the report held at Submit. Reading the evidence later compares them, so an
 * item added or changed on the server after Submit is still named; null for seals judged before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visit_seals').addColumn('unrecorded', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visit_seals').dropColumn('unrecorded').execute();
}
