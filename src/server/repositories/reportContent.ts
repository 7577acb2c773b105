import type { Db } from '../db/database';

/**
 * What a report holds, as the database keeps it (decision 0036): its cycle's questionnaire, the
 * auditor's answers and section comments, and the facts of its proofs that submit checks.
 */

/** The cycle's sections, in sequence order. */
export function cycleSections(db: Db, cycleId: number) {
  return db
    .selectFrom('sections')
    .selectAll()
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

/** The questions of the sections, in sequence order. */
export function sectionQuestions(db: Db, sectionIds: number[]) {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('section_id', 'in', sectionIds)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export function answerRows(db: Db, auditStoreId: number) {
  return db.selectFrom('answers').selectAll().where('audit_store_id', '=', auditStoreId).execute();
}

/** The answers of several reports, in one query. */
export function answerRowsOfReports(db: Db, auditStoreIds: readonly number[]) {
  return db.selectFrom('answers').selectAll().where('audit_store_id', 'in', auditStoreIds).execute();
}

export function reportSectionRows(db: Db, auditStoreId: number) {
  return db.selectFrom('report_sections').selectAll().where('audit_store_id', '=', auditStoreId).execute();
}

/** The report's completed proofs still in place: their section, tag and file type. */
export function completedProofs(db: Db, auditStoreId: number) {
  return db
    .selectFrom('attachments')
    .select(['section_id', 'proof_tag_id', 'file_type'])
    .where('audit_store_id', '=', auditStoreId)
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .execute();
}

/** The cycle's required proof tags. */
export function requiredProofTags(db: Db, cycleId: number) {
  return db
    .selectFrom('proof_tags')
    .select(['id', 'section_id', 'proof_tag', 'proof_kind'])
    .where('audit_cycle_id', '=', cycleId)
    .where('is_required', '=', 1)
    .execute();
}
