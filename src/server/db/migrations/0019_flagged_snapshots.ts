import { type Kysely, sql } from 'kysely';

/**
 * What a flagged item held when the reviewer sent the report back (docs/decisions/0034): the
 * answer (its options, Not Applicable and comment, as JSON) and the section comment. The report
 * page compares them with what the auditor has now, so a flag stays marked until the item changes
 * and Submit can ask before sending a report whose flagged items are as they were. Flags written
 * before these columns get what the item holds now, the nearest known to what was flagged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answers').addColumn('flagged_answer', 'text').execute();
  await db.schema.alterTable('report_sections').addColumn('flagged_comment', 'text').execute();
  const flagged = await sql<{
    id: number;
    answer_text: string;
    not_applicable: number;
    answer_comment: string;
  }>`
    select id, answer_text, not_applicable, answer_comment from answers where revert_message is not null`.execute(
    db,
  );
  for (const row of flagged.rows) {
    const snapshot = JSON.stringify({
      answer_text: JSON.parse(row.answer_text) as string[],
      not_applicable: Number(row.not_applicable) === 1,
      answer_comment: row.answer_comment,
    });
    await sql`update answers set flagged_answer = ${snapshot} where id = ${row.id}`.execute(db);
  }
  await sql`update report_sections set flagged_comment = auditor_comment where revert_message is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_sections').dropColumn('flagged_comment').execute();
  await db.schema.alterTable('answers').dropColumn('flagged_answer').execute();
}
