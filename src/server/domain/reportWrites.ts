import {
  completionPercentage,
  hasAnswer,
  REPORT_EDITABLE_STATUS,
  REPORT_MESSAGES,
  type RuleAnswer,
} from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';
import { notFound, refused } from './errors';
import { parseStrings } from './reportData';
import { inReportWrite } from './reportLock';

/**
 * The report's writes, the hottest path of the API. Each runs in one transaction that takes the
 * report row first (reportLock.ts), so the writers of one report queue: find the target (the
 * auditor's own audit store and, for answers, a question of its questionnaire), write, then finish
 * with an update of the audit store that matches only while it is ACKNOWLEDGED. A submit or
 * status change that commits in between makes the finishing update match nothing and the whole
 * write rolls back: no edit lands after the report left ACKNOWLEDGED. (On PostgreSQL a write
 * waits at its lock for a submit holding the row, then finds the report no longer editable.)
 * All queries are precompiled: building them with Kysely on every call cost more than running them.
 */

const questionTarget = precompile((db, p: { auditorId: number; auditStoreId: number; questionId: number }) =>
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

const sectionTarget = precompile((db, p: { auditorId: number; auditStoreId: number; sectionId: number }) =>
  db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('sections', 'sections.audit_cycle_id', 'audits.audit_cycle_id')
    .select(['audit_stores.status'])
    .where('audit_stores.id', '=', p.auditStoreId)
    .where('audit_stores.auditor_id', '=', p.auditorId)
    .where('sections.id', '=', p.sectionId),
);

const storeStatus = precompile((db, p: { auditorId: number; auditStoreId: number }) =>
  db
    .selectFrom('audit_stores')
    .select(['status'])
    .where('id', '=', p.auditStoreId)
    .where('auditor_id', '=', p.auditorId),
);

/** null for a field keeps the stored value (a new row gets the column's default). */
interface AnswerFields {
  answerText: string | null;
  status: number | null;
  notApplicable: number | null;
  comment: string | null;
}

const upsertAnswer = precompile(
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
const completionRows = precompile((db, p: { auditStoreId: number; cycleId: number }) =>
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

const finishWithCompletion = precompile((db, p: { auditStoreId: number; percent: number; at: string }) =>
  db
    .updateTable('audit_stores')
    .set({ completion_percentage: p.percent, updated_at: p.at })
    .where('id', '=', p.auditStoreId)
    .where('status', '=', REPORT_EDITABLE_STATUS)
    .returning('id'),
);

const finishTouch = precompile((db, p: { auditStoreId: number; at: string }) =>
  db
    .updateTable('audit_stores')
    .set({ updated_at: p.at })
    .where('id', '=', p.auditStoreId)
    .where('status', '=', REPORT_EDITABLE_STATUS)
    .returning(['id', 'completion_percentage']),
);

const upsertSectionComment = precompile(
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

const saveSummaryIfEditable = precompile(
  (db, p: { auditorId: number; auditStoreId: number; summary: string; at: string }) =>
    db
      .updateTable('audit_stores')
      .set({ report_summary: p.summary, updated_at: p.at })
      .where('id', '=', p.auditStoreId)
      .where('auditor_id', '=', p.auditorId)
      .where('status', '=', REPORT_EDITABLE_STATUS)
      .returning('id'),
);

function requireEditableStatus(target: { status: string } | undefined): void {
  if (!target) throw notFound();
  if (target.status !== REPORT_EDITABLE_STATUS) throw refused(REPORT_MESSAGES.notEditable);
}

async function recomputeCompletion(trx: Db, auditStoreId: number, cycleId: number): Promise<number> {
  const rows = await completionRows.execute(trx, { auditStoreId, cycleId });
  const answers = new Map<number, RuleAnswer>();
  for (const row of rows) {
    if (row.answer_text === null) continue;
    answers.set(row.id, {
      answer_text: parseStrings(row.answer_text),
      not_applicable: row.not_applicable === 1,
      answer_comment: '',
    });
  }
  const questions = rows.map((row) => ({
    id: row.id,
    question_type: 'PLAIN' as const,
    options: [],
    optional_comment_required: false,
    hide_question: row.hide_question === 1,
  }));
  const section = { id: 0, name: '', hide_comment: true, minimum_attachment_count: 0, questions };
  return completionPercentage([section], answers);
}

function isAnswered(row: { answer_text: string; not_applicable: number }): boolean {
  const answer = { answer_text: parseStrings(row.answer_text), not_applicable: row.not_applicable === 1 };
  return hasAnswer({ ...answer, answer_comment: '' });
}

/** One question's stored state; returns the report's new completion percentage. */
export function saveAnswerFields(
  db: Db,
  target: { auditorId: number; auditStoreId: number; questionId: number },
  fields: AnswerFields,
): Promise<number> {
  return inReportWrite(db, target, async (trx) => {
    const found = await questionTarget.executeTakeFirst(trx, target);
    requireEditableStatus(found);
    const at = new Date().toISOString();
    const before =
      found && found.answer_text !== null && found.not_applicable !== null
        ? { answer_text: found.answer_text, not_applicable: found.not_applicable }
        : undefined;
    await upsertAnswer.execute(trx, { ...target, ...fields, at });
    // Completion counts only whether each question is answered (or N/A). Most saves (another
    // option, more typed text, a comment) leave that as it was: then the stored figure stands
    // and the recount over the whole questionnaire, the costliest query here, is skipped.
    const after = {
      answer_text: fields.answerText ?? before?.answer_text ?? '[]',
      not_applicable: fields.notApplicable ?? before?.not_applicable ?? 0,
    };
    if (before && isAnswered(before) === isAnswered(after)) {
      const [touched] = await finishTouch.execute(trx, { auditStoreId: target.auditStoreId, at });
      if (!touched) throw refused(REPORT_MESSAGES.notEditable);
      return touched.completion_percentage;
    }
    const percent = await recomputeCompletion(trx, target.auditStoreId, found?.cycle_id ?? 0);
    const finished = await finishWithCompletion.execute(trx, {
      auditStoreId: target.auditStoreId,
      percent,
      at,
    });
    if (finished.length === 0) throw refused(REPORT_MESSAGES.notEditable);
    return percent;
  });
}

export function saveSectionComment(
  db: Db,
  target: { auditorId: number; auditStoreId: number; sectionId: number },
  comment: string,
): Promise<void> {
  return inReportWrite(db, target, async (trx) => {
    requireEditableStatus(await sectionTarget.executeTakeFirst(trx, target));
    const at = new Date().toISOString();
    await upsertSectionComment.execute(trx, { ...target, comment, at });
    const finished = await finishTouch.execute(trx, { auditStoreId: target.auditStoreId, at });
    if (finished.length === 0) throw refused(REPORT_MESSAGES.notEditable);
  });
}

/** One statement: it can only match the auditor's own report while it is ACKNOWLEDGED. */
export async function saveReportSummary(
  db: Db,
  target: { auditorId: number; auditStoreId: number },
  summary: string,
): Promise<void> {
  const at = new Date().toISOString();
  const saved = await saveSummaryIfEditable.execute(db, { ...target, summary, at });
  if (saved.length > 0) return;
  requireEditableStatus(await storeStatus.executeTakeFirst(db, target));
  throw refused(REPORT_MESSAGES.notEditable); // it became editable only after the update ran
}
