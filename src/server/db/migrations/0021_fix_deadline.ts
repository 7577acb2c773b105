import type { Kysely } from 'kysely';

/**
 * When a sent-back report's fixes are due (decision 0039): the send-back sets it, 48 hours on,
 * and a resubmission is taken until then whatever the audit date. Null for a report never sent
 * back, which the audit date's rule governs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_stores').addColumn('fix_due_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_stores').dropColumn('fix_due_at').execute();
}
