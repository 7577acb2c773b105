import {
  type DashboardScore,
  DEFAULT_SCORING_RULES,
  PM_REVIEWED_STATUSES,
  type QuestionType,
  questionOptionSchema,
  type ScoringRules,
  type ScoringSection,
  scoreReport,
  scoreToTenth,
} from '../../contract';
import type { Db } from '../db/database';
import { auditorRating } from '../repositories/accountFlags';
import { reportMarkRows } from '../repositories/dashboard';
import { rulesInForce } from './review/reportScoring';

type MarkRow = Awaited<ReturnType<typeof reportMarkRows>>[number];
type Options = ReturnType<typeof parseOptions>;
const parseOptions = (json: string) => questionOptionSchema.array().parse(JSON.parse(json));

/** One report's sections from its rows, as the scoring function takes them. */
function sectionsOf(rows: readonly MarkRow[], optionsOf: (json: string) => Options): ScoringSection[] {
  const sections = new Map<number, ScoringSection & { items: ScoringSection['items'][number][] }>();
  for (const row of rows) {
    if (row.section_id === null || row.question_id === null || row.question_type === null) continue;
    const section = sections.get(row.section_id) ?? { id: row.section_id, items: [] };
    section.items.push({
      question: {
        id: row.question_id,
        question_type: row.question_type as QuestionType,
        options: row.options === null ? [] : optionsOf(row.options),
        max_marks: row.max_marks ?? 0,
      },
      answer:
        row.answer_text === null
          ? undefined
          : {
              answer_text: JSON.parse(row.answer_text) as string[],
              not_applicable: row.not_applicable === 1,
            },
    });
    sections.set(row.section_id, section);
  }
  return [...sections.values()];
}

/**
 * The auditor's rating and the average score of their reviewed reports, in percent, each scored
 * by the contract's one function (decision 0075): an accepted report by its stored score, one
 * still in review under its cycle's rules in force. Every reviewed report's questions and answers
 * come in one query (the dashboard's count asks for the report rating on every load where a cycle
 * checks it, decision 0031), not one query per report.
 */
export async function dashboardScore(db: Db, auditorId: number): Promise<DashboardScore> {
  const rating = await auditorRating(db, auditorId);
  const rows = await reportMarkRows(db, auditorId, PM_REVIEWED_STATUSES);
  const byStore = new Map<number, MarkRow[]>();
  for (const row of rows) {
    const reportRows = byStore.get(row.store_id) ?? [];
    reportRows.push(row);
    byStore.set(row.store_id, reportRows);
  }
  // the reports of one cycle share its questions and rules: each is read once per call
  const parsed = new Map<string, Options>();
  const optionsOf = (json: string) => {
    const known = parsed.get(json) ?? parseOptions(json);
    parsed.set(json, known);
    return known;
  };
  const rules = new Map<number, ScoringRules>();
  for (const cycleId of new Set(rows.filter((row) => row.scored === null).map((row) => row.cycle_id)))
    rules.set(cycleId, await rulesInForce(db, cycleId));
  const percents: number[] = [];
  for (const reportRows of byStore.values()) {
    const { scored, score_milli, cycle_id } = reportRows[0] ?? {
      scored: null,
      score_milli: null,
      cycle_id: 0,
    };
    const percent =
      scored !== null
        ? score_milli === null
          ? null
          : score_milli / 1000
        : scoreReport(rules.get(cycle_id) ?? DEFAULT_SCORING_RULES, sectionsOf(reportRows, optionsOf))
            .percent;
    if (percent !== null) percents.push(percent);
  }
  const average = percents.length ? percents.reduce((s, p) => s + p, 0) / percents.length : null;
  return {
    auditor_rating: rating,
    reports_reviewed: byStore.size,
    average_report_score: average === null ? null : scoreToTenth(average),
  };
}
