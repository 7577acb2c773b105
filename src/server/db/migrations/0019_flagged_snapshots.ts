import type { Kysely } from 'kysely';

/**
 * What a flagged item held when the reviewer sent the report back (docs/decisions/0035): the
 * answer (its options, Not Applicable and comment, as JSON) and the section comment. The report
 * page compares them with what the auditor has now, so a flag stays marked until the item changes
 * and Submit can ask before sending a report whose flagged items are as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answers').addColumn('flagged_answer', 'text').execute();
  await db.schema.alterTable('report_sections').addColumn('flagged_comment', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_sections').dropColumn('flagged_comment').execute();
  await db.schema.alterTable('answers').dropColumn('flagged_answer').execute();
}
