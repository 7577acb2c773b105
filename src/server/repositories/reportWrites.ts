import { REPORT_EDITABLE_STATUS } from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';

/**
 * The report's writes as the database takes them (decision 0036), the hottest path of the API:
 * every query is precompiled (db/precompiled.ts), since building them with Kysely on every call
 * cost more than running them. Each finishing update matches only while the report is
 * ACKNOWLEDGED (domain/reportWrites.ts says why).
 */

const questionTargetQuery = precompile(
  (db, p: { auditorId: number; auditStoreId: number; questionId: number }) =>
    db
      .selectFrom('audit_stores')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .innerJoin('sections', 'sections.audit_cycle_id', 'audits.audit_cycle_id')
      .innerJoin('questions', 'questions.section_id', 'sections.id')
      // the question's stored answer comes with it: one statement fewer on the hottest path
      .leftJoin('answers', (join) =>
        join
          .onRef('answers.question_id', '=', 'questions.id')
          .onRef('answers.audit_store_id', '=', 'audit_stores.id'),
      )
      .select([
        'audit_stores.status',
        'audits.audit_cycle_id as cycle_id',
        'answers.answer_text',
        'answers.not_applicable',
      ])
      .where('audit_stores.id', '=', p.auditStoreId)
      .where('audit_stores.auditor_id', '=', p.auditorId)
      .where('questions.id', '=', p.questionId),
);

const sectionTargetQuery = precompile(
  (db, p: { auditorId: number; auditStoreId: number; sectionId: number }) =>
    db
      .selectFrom('audit_stores')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .innerJoin('sections', 'sections.audit_cycle_id', 'audits.audit_cycle_id')
      .select(['audit_stores.status'])
      .where('audit_stores.id', '=', p.auditStoreId)
      .where('audit_stores.auditor_id', '=', p.auditorId)
      .where('sections.id', '=', p.sectionId),
);

const storeStatusQuery = precompile((db, p: { auditorId: number; auditStoreId: number }) =>
  db
    .selectFrom('audit_stores')
    .select(['status'])
    .where('id', '=', p.auditStoreId)
    .where('auditor_id', '=', p.auditorId),
);

/** null for a field keeps the stored value (a new row gets the column's default). */
export interface AnswerFields {
  answerText: string | null;
  status: number | null;
  notApplicable: number | null;
  comment: string | null;
}

const upsertAnswerQuery = precompile(
  (db, p: AnswerFields & { auditStoreId: number; questionId: number; at: string }) =>
    db
      .insertInto('answers')
      .values((eb) => ({
        audit_store_id: p.auditStoreId,
        question_id: p.questionId,
        answer_text: eb.fn.coalesce(eb.val(p.answerText), eb.val('[]')),
        status: eb.fn.coalesce(eb.val(p.status), eb.lit(0)),
        not_applicable: eb.fn.coalesce(eb.val(p.notApplicable), eb.lit(0)),
        answer_comment: eb.fn.coalesce(eb.val(p.comment), eb.val('')),
        updated_at: p.at,
      }))
      .onConflict((oc) =>
        oc.columns(['audit_store_id', 'question_id']).doUpdateSet((eb) => ({
          answer_text: eb.fn.coalesce(eb.val(p.answerText), eb.ref('answers.answer_text')),
          status: eb.fn.coalesce(eb.val(p.status), eb.ref('answers.status')),
          not_applicable: eb.fn.coalesce(eb.val(p.notApplicable), eb.ref('answers.not_applicable')),
          answer_comment: eb.fn.coalesce(eb.val(p.comment), eb.ref('answers.answer_comment')),
          updated_at: p.at,
        })),
      ),
);

/** Only what completion needs: every question of the cycle with this report's answer state. */
const completionRowsQuery = precompile((db, p: { auditStoreId: number; cycleId: number }) =>
  db
    .selectFrom('questions')
    .innerJoin('sections', 'sections.id', 'questions.section_id')
    .leftJoin('answers', (join) =>
      join
        .onRef('answers.question_id', '=', 'questions.id')
        .on('answers.audit_store_id', '=', p.auditStoreId),
    )
    .select(['questions.id', 'questions.hide_question', 'answers.answer_text', 'answers.not_applicable'])
    .where('sections.audit_cycle_id', '=', p.cycleId),
);

const finishWithCompletionQuery = precompile((db, p: { auditStoreId: number; percent: number; at: string }) =>
  db
    .updateTable('audit_stores')
    .set({ completion_percentage: p.percent, updated_at: p.at })
    .where('id', '=', p.auditStoreId)
    .where('status', '=', REPORT_EDITABLE_STATUS)
    .returning('id'),
);

const finishTouchQuery = precompile((db, p: { auditStoreId: number; at: string }) =>
  db
    .updateTable('audit_stores')
    .set({ updated_at: p.at })
    .where('id', '=', p.auditStoreId)
    .where('status', '=', REPORT_EDITABLE_STATUS)
    .returning(['id', 'completion_percentage']),
);

const upsertSectionCommentQuery = precompile(
  (db, p: { auditStoreId: number; sectionId: number; comment: string; at: string }) =>
    db
      .insertInto('report_sections')
      .values({
        audit_store_id: p.auditStoreId,
        section_id: p.sectionId,
        auditor_comment: p.comment,
        updated_at: p.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['audit_store_id', 'section_id'])
          .doUpdateSet({ auditor_comment: p.comment, updated_at: p.at }),
      ),
);

const saveSummaryQuery = precompile(
  (db, p: { auditorId: number; auditStoreId: number; summary: string; at: string }) =>
    db
      .updateTable('audit_stores')
      .set({ report_summary: p.summary, updated_at: p.at })
      .where('id', '=', p.auditStoreId)
      .where('auditor_id', '=', p.auditorId)
      .where('status', '=', REPORT_EDITABLE_STATUS)
      .returning('id'),
);

export interface QuestionOf {
  auditorId: number;
  auditStoreId: number;
  questionId: number;
}
export interface SectionOf {
  auditorId: number;
  auditStoreId: number;
  sectionId: number;
}

/**
 * The report's status and cycle with the question's stored answer, when the report is the
 * auditor's and the question of its questionnaire.
 */
export function questionTarget(db: Db, target: QuestionOf) {
  return questionTargetQuery.executeTakeFirst(db, target);
}

/** The report's status, when it is the auditor's and the section of its questionnaire. */
export function sectionTarget(db: Db, target: SectionOf) {
  return sectionTargetQuery.executeTakeFirst(db, target);
}

/** The report's status, when it is the auditor's. */
export function ownReportStatus(db: Db, report: { auditorId: number; auditStoreId: number }) {
  return storeStatusQuery.executeTakeFirst(db, report);
}

export async function upsertAnswer(db: Db, target: QuestionOf, fields: AnswerFields, at: string) {
  await upsertAnswerQuery.execute(db, { ...target, ...fields, at });
}

export function completionRows(db: Db, auditStoreId: number, cycleId: number) {
  return completionRowsQuery.execute(db, { auditStoreId, cycleId });
}

/** Sets the completion while the report is ACKNOWLEDGED; false when it is not. */
export async function finishWithCompletion(db: Db, auditStoreId: number, percent: number, at: string) {
  return (await finishWithCompletionQuery.execute(db, { auditStoreId, percent, at })).length > 0;
}

/** Touches the report while it is ACKNOWLEDGED: its completion, or undefined when it is not. */
export async function finishTouch(db: Db, auditStoreId: number, at: string): Promise<number | undefined> {
  const [touched] = await finishTouchQuery.execute(db, { auditStoreId, at });
  return touched?.completion_percentage;
}

export async function upsertSectionComment(db: Db, target: SectionOf, comment: string, at: string) {
  await upsertSectionCommentQuery.execute(db, { ...target, comment, at });
}

/** Saves the summary of the auditor's report while it is ACKNOWLEDGED; false when it did not. */
export async function saveSummaryIfEditable(
  db: Db,
  report: { auditorId: number; auditStoreId: number },
  summary: string,
  at: string,
): Promise<boolean> {
  return (await saveSummaryQuery.execute(db, { ...report, summary, at })).length > 0;
}
