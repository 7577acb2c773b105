import type { DashboardScore } from '../../contract';
import { PM_REVIEWED_STATUSES, questionOptionSchema, reportMarks } from '../../contract';
import type { Db } from '../db/database';
import { auditorRating } from '../repositories/accountFlags';
import { reportMarkRows } from '../repositories/dashboard';

type MarkRow = {
  store_id: number;
  question_type: string;
  options: string;
  max_marks: number;
  answer_text: string | null;
  not_applicable: number | null;
};

type Options = ReturnType<typeof parseOptions>;
const parseOptions = (json: string) => questionOptionSchema.array().parse(JSON.parse(json));

/** One reviewed report's marks, in percent; null when it has nothing to score. */
function reportPercent(rows: readonly MarkRow[], optionsOf: (json: string) => Options): number | null {
  const { earned, possible } = reportMarks(
    rows.map((row) => ({
      question: {
        question_type: row.question_type as 'PLAIN' | 'MUTEX' | 'MULTISELECT',
        options: optionsOf(row.options),
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
  return possible > 0 ? (earned * 100) / possible : null;
}

/**
 * The auditor's rating and the average score of their reviewed reports, in percent. Every
 * reviewed report's questions and answers come in one query (the dashboard's count asks for the
 * report rating on every load where a cycle checks it, decision 0031), not one query per report.
 */
export async function dashboardScore(db: Db, auditorId: number): Promise<DashboardScore> {
  const rating = await auditorRating(db, auditorId);
  const rows = await reportMarkRows(db, auditorId, PM_REVIEWED_STATUSES);
  // each reviewed report, with its scored questions (none when its cycle has no question)
  const byStore = new Map<number, MarkRow[]>();
  for (const row of rows) {
    const questions = byStore.get(row.store_id) ?? [];
    if (row.question_type !== null && row.options !== null && row.max_marks !== null)
      questions.push({
        ...row,
        question_type: row.question_type,
        options: row.options,
        max_marks: row.max_marks,
      });
    byStore.set(row.store_id, questions);
  }
  // the reports of one cycle share its questions: each options list is parsed once per call
  const parsed = new Map<string, Options>();
  const optionsOf = (json: string) => {
    const known = parsed.get(json) ?? parseOptions(json);
    parsed.set(json, known);
    return known;
  };
  const percents = [...byStore.values()]
    .map((questions) => reportPercent(questions, optionsOf))
    .filter((percent): percent is number => percent !== null);
  const average = percents.length ? percents.reduce((s, p) => s + p, 0) / percents.length : null;
  return {
    auditor_rating: rating,
    reports_reviewed: byStore.size,
    average_report_score: average === null ? null : Math.round(average * 10) / 10,
  };
}
