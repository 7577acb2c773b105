import {
  completionPercentage,
  hasAnswer,
  type QuestionChange,
  questionWrite,
  REPORT_EDITABLE_STATUS,
  REPORT_MESSAGES,
  type RuleAnswer,
} from '../../contract';
import type { Db } from '../db/database';
import {
  type AnswerFields,
  completionRows,
  finishTouch,
  finishWithCompletion,
  ownReportStatus,
  questionTarget,
  saveSummaryIfEditable,
  sectionTarget,
  upsertAnswer,
  upsertSectionComment,
} from '../repositories/reportWrites';
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
 * The queries are repositories/reportWrites.ts's, precompiled for this path.
 */

function requireEditableStatus(target: { status: string } | undefined): void {
  if (!target) throw notFound();
  if (target.status !== REPORT_EDITABLE_STATUS) throw refused(REPORT_MESSAGES.notEditable);
}

async function recomputeCompletion(trx: Db, auditStoreId: number, cycleId: number): Promise<number> {
  const rows = await completionRows(trx, auditStoreId, cycleId);
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
    const found = await questionTarget(trx, target);
    requireEditableStatus(found);
    const at = new Date().toISOString();
    const before =
      found && found.answer_text !== null && found.not_applicable !== null
        ? { answer_text: found.answer_text, not_applicable: found.not_applicable }
        : undefined;
    await upsertAnswer(trx, target, fields, at);
    // Completion counts only whether each question is answered (or N/A). Most saves (another
    // option, more typed text, a comment) leave that as it was: then the stored figure stands
    // and the recount over the whole questionnaire, the costliest query here, is skipped.
    const after = {
      answer_text: fields.answerText ?? before?.answer_text ?? '[]',
      not_applicable: fields.notApplicable ?? before?.not_applicable ?? 0,
    };
    if (before && isAnswered(before) === isAnswered(after)) {
      const completion = await finishTouch(trx, target.auditStoreId, at);
      if (completion === undefined) throw refused(REPORT_MESSAGES.notEditable);
      return completion;
    }
    const percent = await recomputeCompletion(trx, target.auditStoreId, found?.cycle_id ?? 0);
    if (!(await finishWithCompletion(trx, target.auditStoreId, percent, at)))
      throw refused(REPORT_MESSAGES.notEditable);
    return percent;
  });
}

/**
 * A question's answer and Not Applicable tick as a call sends them, by the contract's rule
 * (contract/reportRules.ts `questionWrite`: Not Applicable empties the answer); the status column
 * says whether an answer is chosen. Returns the report's new completion percentage.
 */
export function saveQuestionChange(
  db: Db,
  target: { auditorId: number; auditStoreId: number; questionId: number },
  change: QuestionChange,
): Promise<number> {
  const { answer_text: answer, not_applicable: notApplicable } = questionWrite(change);
  return saveAnswerFields(db, target, {
    answerText: answer === null ? null : JSON.stringify(answer),
    status: answer === null ? null : Number(answer.length > 0),
    notApplicable: notApplicable === null ? null : Number(notApplicable),
    comment: null,
  });
}

export function saveSectionComment(
  db: Db,
  target: { auditorId: number; auditStoreId: number; sectionId: number },
  comment: string,
): Promise<void> {
  return inReportWrite(db, target, async (trx) => {
    requireEditableStatus(await sectionTarget(trx, target));
    const at = new Date().toISOString();
    await upsertSectionComment(trx, target, comment, at);
    if ((await finishTouch(trx, target.auditStoreId, at)) === undefined)
      throw refused(REPORT_MESSAGES.notEditable);
  });
}

/** One statement: it can only match the auditor's own report while it is ACKNOWLEDGED. */
export async function saveReportSummary(
  db: Db,
  target: { auditorId: number; auditStoreId: number },
  summary: string,
): Promise<void> {
  const at = new Date().toISOString();
  if (await saveSummaryIfEditable(db, target, summary, at)) return;
  requireEditableStatus(await ownReportStatus(db, target));
  throw refused(REPORT_MESSAGES.notEditable); // it became editable only after the update ran
}
