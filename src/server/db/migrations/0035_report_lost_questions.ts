import type { Kysely } from 'kysely';

/**
 * The questions each scored report lost marks on (decision 0080): what a brand's question row
 * drills into ("the reports that lost marks on it"), found by an index instead of by parsing every
 * report's stored sections. Written with the score, in the same transaction
 * (domain/review/reportScoring.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_lost_questions')
    .addColumn('audit_store_id', 'integer', (c) =>
      c.notNull().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_lost_questions_pk', ['audit_store_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('report_lost_questions_question_idx')
    .on('report_lost_questions')
    .columns(['question_id', 'audit_store_id'])
    .execute();
  await backfill(db as Kysely<BackfillSchema>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_lost_questions').execute();
}

interface BackfillSchema {
  report_scores: { audit_store_id: number; sections: string };
  report_lost_questions: { audit_store_id: number; question_id: number };
}

/** Kept as written: a question was lost when it earned less than it could (`earned < possible`). */
async function backfill(db: Kysely<BackfillSchema>): Promise<void> {
  const PAGE = 1000;
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('report_scores')
      .select(['audit_store_id', 'sections'])
      .where('audit_store_id', '>', after)
      .orderBy('audit_store_id')
      .limit(PAGE)
      .execute();
    const lost = rows.flatMap((row) =>
      (JSON.parse(row.sections) as Array<{ questions?: Array<[number, number, number]> }>).flatMap(
        (section) =>
          (section.questions ?? [])
            .filter(([, earned, possible]) => earned < possible)
            .map(([id]) => ({ audit_store_id: row.audit_store_id, question_id: id })),
      ),
    );
    for (let start = 0; start < lost.length; start += PAGE)
      await db
        .insertInto('report_lost_questions')
        .values(lost.slice(start, start + PAGE))
        .onConflict((c) => c.doNothing())
        .execute();
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.audit_store_id;
  }
}
