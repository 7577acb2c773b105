import type { Db } from '../db/database';

/**
 * What a report's proofs are described by, as the database holds it (decision 0036): the report's
 * cycle and sections, the cycle's proof tags, and the notes of why an optional proof is missing.
 * Every read of a report here is of the auditor's own.
 */

/** The auditor's report's status and cycle, when the section is of its questionnaire. */
export function ownReportSectionRow(db: Db, auditorId: number, auditStoreId: number, sectionId: number) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('sections', 'sections.audit_cycle_id', 'audits.audit_cycle_id')
    .select(['audit_stores.status', 'audits.audit_cycle_id as cycle_id'])
    .where('audit_stores.id', '=', auditStoreId)
    .where('audit_stores.auditor_id', '=', auditorId)
    .where('sections.id', '=', sectionId)
    .executeTakeFirst();
}

/** The auditor's report's status and cycle. */
export function ownReportCycle(db: Db, auditorId: number, auditStoreId: number) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select(['audit_stores.status', 'audits.audit_cycle_id as cycle_id'])
    .where('audit_stores.id', '=', auditStoreId)
    .where('audit_stores.auditor_id', '=', auditorId)
    .executeTakeFirst();
}

/** Whether the auditor has a report in the cycle. */
export async function hasReportInCycle(db: Db, auditorId: number, cycleId: number): Promise<boolean> {
  const report = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select('audit_stores.id')
    .where('audit_stores.auditor_id', '=', auditorId)
    .where('audits.audit_cycle_id', '=', cycleId)
    .executeTakeFirst();
  return report !== undefined;
}

/** A tag of the cycle's section, or undefined when the tag is of elsewhere. */
export function sectionTag(db: Db, tag: { id: number; cycleId: number; sectionId: number }) {
  return db
    .selectFrom('proof_tags')
    .select(['proof_tag', 'proof_kind'])
    .where('id', '=', tag.id)
    .where('audit_cycle_id', '=', tag.cycleId)
    .where('section_id', '=', tag.sectionId)
    .executeTakeFirst();
}

/** A tag of the cycle, any section, or undefined. */
export function cycleTag(db: Db, tagId: number, cycleId: number) {
  return db
    .selectFrom('proof_tags')
    .select(['is_required'])
    .where('id', '=', tagId)
    .where('audit_cycle_id', '=', cycleId)
    .executeTakeFirst();
}

/** The cycle's tags, in the order they were made. */
export function cycleTags(db: Db, cycleId: number) {
  return db
    .selectFrom('proof_tags')
    .select(['id', 'proof_tag', 'section_id', 'is_required', 'proof_kind'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('id')
    .execute();
}

/** The report's proof notes, by tag. */
export function proofNoteRows(db: Db, auditStoreId: number) {
  return db
    .selectFrom('proof_notes')
    .select(['proof_tag_id', 'reason', 'updated_at'])
    .where('audit_store_id', '=', auditStoreId)
    .orderBy('proof_tag_id')
    .execute();
}

export async function deleteProofNote(db: Db, auditStoreId: number, proofTagId: number): Promise<void> {
  await db
    .deleteFrom('proof_notes')
    .where('audit_store_id', '=', auditStoreId)
    .where('proof_tag_id', '=', proofTagId)
    .execute();
}

/** The note of the report's tag: a second one replaces the first. */
export async function upsertProofNote(
  db: Db,
  note: { auditStoreId: number; proofTagId: number; reason: string; at: string },
): Promise<void> {
  const values = { reason: note.reason, updated_at: note.at };
  await db
    .insertInto('proof_notes')
    .values({ audit_store_id: note.auditStoreId, proof_tag_id: note.proofTagId, ...values })
    .onConflict((conflict) => conflict.columns(['audit_store_id', 'proof_tag_id']).doUpdateSet(values))
    .execute();
}
