import { sql } from 'kysely';
import {
  type Answer,
  type AuditStoreStatus,
  REVIEW_PAGE_SIZE,
  REVIEW_READABLE,
  REVIEW_STAGES,
  type ReviewItem,
  type ReviewQueue,
  type ReviewReport,
  type ReviewRole,
  type ReviewScore,
  reportMarks,
  type Section,
} from '../../../contract';
import type { Db } from '../../db/database';
import type { ObjectStore } from '../../storage';
import { notFound } from '../errors';
import { auditorName } from '../manager/staffViews';
import { reportProofsOf } from '../proofViews';
import { loadAnswers, loadQuestionnaire, loadReportSections } from '../reportData';

/**
 * What reviewers read (issue 15): the queue of their stage and one whole report with its proofs
 * and score. A client reviewer sees the reports of their own client only; anything else is "not
 * found", as another auditor's report is to an auditor.
 */

export interface Reviewer {
  id: number;
  role: ReviewRole;
  /** the client a client reviewer reviews for; null for QA and PM */
  clientId: number | null;
}

function reviewQuery(db: Db, reviewer: Reviewer) {
  let query = db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('users', 'users.id', 'audit_stores.auditor_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id');
  // a client reviewer without a client sees nothing rather than everything
  if (reviewer.role === 'client') query = query.where('clients.id', '=', reviewer.clientId ?? -1);
  return query;
}

function itemSelect(db: Db, reviewer: Reviewer) {
  return reviewQuery(db, reviewer).select([
    'audit_stores.id',
    'audit_stores.status',
    'audit_stores.audit_date',
    'audit_stores.submitted_at',
    'audit_stores.report_revert_count',
    'audit_stores.report_summary',
    'audit_stores.report_submission_seconds',
    'audits.audit_cycle_id',
    'clients.name as client_name',
    'audit_cycles.name as cycle_name',
    'stores.name as store_name',
    'cities.name as store_city',
    'users.email',
    'profiles.first_name',
    'profiles.last_name',
  ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemSelect>['executeTakeFirstOrThrow']>>;

const toItem = (row: ItemRow): ReviewItem => ({
  id: row.id,
  status: row.status as AuditStoreStatus,
  client_name: row.client_name,
  cycle_name: row.cycle_name,
  store_name: row.store_name,
  store_city: row.store_city,
  auditor_name: auditorName(row),
  audit_date: row.audit_date,
  submitted_at: row.submitted_at,
  report_revert_count: row.report_revert_count,
});

/** GET review/report: the reports at the reviewer's stage, oldest submission first. */
export async function reviewQueue(db: Db, reviewer: Reviewer, page = 1): Promise<ReviewQueue> {
  const stage = REVIEW_STAGES[reviewer.role];
  const [rows, total] = await Promise.all([
    itemSelect(db, reviewer)
      .where('audit_stores.status', '=', stage.reviews)
      .orderBy('audit_stores.submitted_at')
      .orderBy('audit_stores.id')
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE)
      .execute(),
    reviewQuery(db, reviewer)
      .select(sql<number>`count(*)`.as('n'))
      .where('audit_stores.status', '=', stage.reviews)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    stage: stage.title,
    reports: rows.map(toItem),
    total_count: Number(total.n),
    page,
    page_size: REVIEW_PAGE_SIZE,
  };
}

/** The report if this reviewer may read it, else "not found". */
export async function reviewableReport(db: Db, reviewer: Reviewer, id: number): Promise<ItemRow> {
  const row = await itemSelect(db, reviewer)
    .where('audit_stores.id', '=', id)
    .where('audit_stores.status', 'in', REVIEW_READABLE[reviewer.role])
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Marks over the visible questions; N/A out (`reportMarks`), per section and in all. */
function scores(questionnaire: Section[], answers: Answer[]) {
  const byQuestion = new Map(answers.map((a) => [a.question, a]));
  const percent = ({ earned, possible }: { earned: number; possible: number }): ReviewScore => ({
    earned,
    possible,
    percent: possible > 0 ? Math.round((earned * 1000) / possible) / 10 : null,
  });
  const sections = questionnaire.map((section) => ({
    section: section.id,
    ...percent(
      reportMarks(
        section.questions.map((q) => ({
          question: { ...q, options: q.question_data.options },
          answer: byQuestion.get(q.id),
        })),
      ),
    ),
  }));
  const total = sections.reduce(
    (sum, s) => ({ earned: sum.earned + s.earned, possible: sum.possible + s.possible }),
    { earned: 0, possible: 0 },
  );
  return { score: percent(total), section_scores: sections };
}

/** GET review/report/{id}: the whole report, its proofs with their repeat alerts, and its score. */
export async function reviewReport(
  db: Db,
  store: ObjectStore,
  reviewer: Reviewer,
  id: number,
): Promise<ReviewReport> {
  const row = await reviewableReport(db, reviewer, id);
  const [questionnaire, answers, reportSections, proofs, proofTags] = await Promise.all([
    loadQuestionnaire(db, row.audit_cycle_id),
    loadAnswers(db, id),
    loadReportSections(db, id),
    reportProofsOf(db, store, id, { role: reviewer.role }),
    db
      .selectFrom('proof_tags')
      .select(['id', 'proof_tag', 'proof_kind'])
      .where('audit_cycle_id', '=', row.audit_cycle_id)
      .orderBy('id')
      .execute(),
  ]);
  const stage = REVIEW_STAGES[reviewer.role];
  const atStage = row.status === stage.reviews;
  return {
    report: {
      ...toItem(row),
      report_summary: row.report_summary,
      report_submission_seconds: row.report_submission_seconds,
    },
    questionnaire,
    answers,
    report_sections: reportSections,
    proofs,
    proof_tags: proofTags,
    ...scores(questionnaire, answers),
    can_accept: atStage,
    can_send_back: atStage && stage.sendBack,
    can_reject: atStage && stage.reject,
  };
}
