import type { Kysely } from 'kysely';

/**
 * A concern's answer and its end (decision 0042): a manager answers it once (the words, who,
 * when), and resolves it, answered or not. Its state is read from these: resolved when
 * `resolved_at` is set, answered when `answered_at` is, else open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('concerns').addColumn('answer', 'text').execute();
  await db.schema.alterTable('concerns').addColumn('answered_by', 'integer').execute();
  await db.schema.alterTable('concerns').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('concerns').addColumn('resolved_by', 'integer').execute();
  await db.schema.alterTable('concerns').addColumn('resolved_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['resolved_at', 'resolved_by', 'answered_at', 'answered_by', 'answer'])
    await db.schema.alterTable('concerns').dropColumn(column).execute();
}
