import type { DashboardScore } from '../../contract';
import { questionOptionSchema, reportMarks } from '../../contract';
import type { Db } from '../db/database';

const REVIEWED_STATUSES = ['COMPLETED', 'ACCEPTED', 'REJECTED'];

/** The auditor's rating and the average score of their reviewed reports, in percent. */
export async function dashboardScore(db: Db, auditorId: number): Promise<DashboardScore> {
  const flags = await db
    .selectFrom('account_flags')
    .select('auditor_rating')
    .where('user_id', '=', auditorId)
    .executeTakeFirst();
  const stores = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select(['audit_stores.id', 'audits.audit_cycle_id'])
    .where('audit_stores.auditor_id', '=', auditorId)
    .where('audit_stores.status', 'in', REVIEWED_STATUSES)
    .execute();
  const percents: number[] = [];
  for (const store of stores) {
    const rows = await db
      .selectFrom('questions')
      .innerJoin('sections', 'sections.id', 'questions.section_id')
      .leftJoin('answers', (join) =>
        join.onRef('answers.question_id', '=', 'questions.id').on('answers.audit_store_id', '=', store.id),
      )
      .select([
        'questions.question_type',
        'questions.options',
        'questions.max_marks',
        'answers.answer_text',
        'answers.not_applicable',
      ])
      .where('sections.audit_cycle_id', '=', store.audit_cycle_id)
      .execute();
    const { earned, possible } = reportMarks(
      rows.map((row) => ({
        question: {
          question_type: row.question_type as 'PLAIN' | 'MUTEX' | 'MULTISELECT',
          options: questionOptionSchema.array().parse(JSON.parse(row.options)),
          max_marks: row.max_marks,
        },
        answer:
          row.answer_text === null
            ? undefined
            : {
                answer_text: JSON.parse(row.answer_text) as string[],
                not_applicable: row.not_applicable === 1,
              },
      })),
    );
    if (possible > 0) percents.push((earned * 100) / possible);
  }
  const average = percents.length ? percents.reduce((s, p) => s + p, 0) / percents.length : null;
  return {
    auditor_rating: flags?.auditor_rating ?? null,
    reports_reviewed: stores.length,
    average_report_score: average === null ? null : Math.round(average * 10) / 10,
  };
}
