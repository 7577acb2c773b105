import type { Db } from '../db/database';

/**
 * A send-back's writes on a report's items (decision 0036): the reviewer's message on each
 * question and section, and the snapshot of what each flagged item held (decision 0034). Run
 * inside the send-back's transaction, which holds the report row.
 */

/** Clears the last round's messages and snapshots of every item of the report. */
export async function clearReviewMessages(trx: Db, auditStoreId: number): Promise<void> {
  await trx
    .updateTable('answers')
    .set({ revert_message: null, flagged_answer: null })
    .where('audit_store_id', '=', auditStoreId)
    .execute();
  await trx
    .updateTable('report_sections')
    .set({ revert_message: null, flagged_comment: null })
    .where('audit_store_id', '=', auditStoreId)
    .execute();
}

/** The message on a question; an answer row is made for it if the auditor left it unanswered. */
export async function setQuestionMessage(
  trx: Db,
  auditStoreId: number,
  questionId: number,
  message: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('answers')
    .values({
      audit_store_id: auditStoreId,
      question_id: questionId,
      revert_message: message,
      updated_at: at,
    })
    .onConflict((c) => c.columns(['audit_store_id', 'question_id']).doUpdateSet({ revert_message: message }))
    .execute();
}

/** The message on a section; its row is made if the auditor never wrote in it. */
export async function setSectionMessage(
  trx: Db,
  auditStoreId: number,
  sectionId: number,
  message: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('report_sections')
    .values({ audit_store_id: auditStoreId, section_id: sectionId, revert_message: message, updated_at: at })
    .onConflict((c) => c.columns(['audit_store_id', 'section_id']).doUpdateSet({ revert_message: message }))
    .execute();
}

/** The report's answers to `questionIds`, as they stand. */
export function answersOf(trx: Db, auditStoreId: number, questionIds: readonly number[]) {
  return trx
    .selectFrom('answers')
    .select(['id', 'answer_text', 'not_applicable', 'answer_comment'])
    .where('audit_store_id', '=', auditStoreId)
    .where('question_id', 'in', questionIds)
    .execute();
}

/** Keeps an answer's flagged snapshot (JSON of a FlaggedAnswer). */
export async function setFlaggedAnswer(trx: Db, answerId: number, flagged: string): Promise<void> {
  await trx.updateTable('answers').set({ flagged_answer: flagged }).where('id', '=', answerId).execute();
}

/** Keeps each of `sectionIds`' auditor comment as its flagged snapshot, copied by the database. */
export async function snapshotSectionComments(
  trx: Db,
  auditStoreId: number,
  sectionIds: readonly number[],
): Promise<void> {
  await trx
    .updateTable('report_sections')
    .set((eb) => ({ flagged_comment: eb.ref('auditor_comment') }))
    .where('audit_store_id', '=', auditStoreId)
    .where('section_id', 'in', sectionIds)
    .execute();
}
