import type { Kysely } from 'kysely';

/**
 * Certification retakes (docs/decisions/0032): an auditor below the pass mark may take the test
 * again, up to three attempts in all. The one attempt row per auditor stays; `attempt_number` says
 * which attempt it holds, so the server counts attempts and a retake names the attempt it retakes
 * (a double tap or a resend finds it retaken already and changes nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('certification_attempts')
    .addColumn('attempt_number', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('certification_attempts').dropColumn('attempt_number').execute();
}
