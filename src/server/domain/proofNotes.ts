import {
  isReportEditable,
  PROOF_NOTE_MESSAGES,
  type ProofNote,
  type ProofNoteBody,
  REPORT_MESSAGES,
} from '../../contract';
import type { Db } from '../db/database';
import { statusOf } from './auditStores';
import { fieldsRefused, notFound, refused } from './errors';
import { inReportWrite } from './reportLock';

/**
 * Proof notes (decision 0017): why an optional proof of a section is not attached. Scoped to the
 * auditor's own report (anything else is "not found"); written only while the report is editable,
 * for an optional tag of the report's own cycle. One per report and tag: a write replaces the
 * note, `reason: null` removes it, so a replay leaves the same state.
 */

async function ownReport(db: Db, auditorId: number, auditStoreId: number) {
  const report = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select(['audit_stores.status', 'audits.audit_cycle_id as cycle_id'])
    .where('audit_stores.id', '=', auditStoreId)
    .where('audit_stores.auditor_id', '=', auditorId)
    .executeTakeFirst();
  if (!report) throw notFound();
  return report;
}

/** GET audit_store/{id}/proof_note: the report's notes, by tag. */
export async function listProofNotes(db: Db, auditorId: number, auditStoreId: number): Promise<ProofNote[]> {
  await ownReport(db, auditorId, auditStoreId);
  return db
    .selectFrom('proof_notes')
    .select(['proof_tag_id', 'reason', 'updated_at'])
    .where('audit_store_id', '=', auditStoreId)
    .orderBy('proof_tag_id')
    .execute();
}

/** POST audit_store/{id}/proof_note */
export async function setProofNote(db: Db, auditorId: number, auditStoreId: number, body: ProofNoteBody) {
  await inReportWrite(db, { auditorId, auditStoreId }, async (trx) => {
    const report = await ownReport(trx, auditorId, auditStoreId);
    if (!isReportEditable(statusOf({ status: report.status }))) throw refused(REPORT_MESSAGES.notEditable);
    const tag = await trx
      .selectFrom('proof_tags')
      .select(['is_required'])
      .where('id', '=', body.proof_tag_id)
      .where('audit_cycle_id', '=', report.cycle_id)
      .executeTakeFirst();
    if (!tag) throw fieldsRefused({ proof_tag_id: [PROOF_NOTE_MESSAGES.notOfReport] });
    if (tag.is_required) throw fieldsRefused({ proof_tag_id: [PROOF_NOTE_MESSAGES.requiredTag] });
    if (body.reason === null) {
      await trx
        .deleteFrom('proof_notes')
        .where('audit_store_id', '=', auditStoreId)
        .where('proof_tag_id', '=', body.proof_tag_id)
        .execute();
      return;
    }
    const key = { audit_store_id: auditStoreId, proof_tag_id: body.proof_tag_id };
    const values = { reason: body.reason, updated_at: new Date().toISOString() };
    await trx
      .insertInto('proof_notes')
      .values({ ...key, ...values })
      .onConflict((conflict) => conflict.columns(['audit_store_id', 'proof_tag_id']).doUpdateSet(values))
      .execute();
  });
}
