import {
  isReportEditable,
  PROOF_NOTE_MESSAGES,
  type ProofNote,
  type ProofNoteBody,
  REPORT_MESSAGES,
} from '../../contract';
import type { Db } from '../db/database';
import {
  cycleTag,
  deleteProofNote,
  ownReportCycle,
  proofNoteRows,
  upsertProofNote,
} from '../repositories/proofTags';
import { fieldsRefused, notFound, refused } from './errors';
import { inReportWrite } from './reportLock';

/**
 * Proof notes (decision 0017): why an optional proof of a section is not attached. Scoped to the
 * auditor's own report (anything else is "not found"); written only while the report is editable,
 * for an optional tag of the report's own cycle. One per report and tag: a write replaces the
 * note, `reason: null` removes it, so a replay leaves the same state.
 */

async function ownReport(db: Db, auditorId: number, auditStoreId: number) {
  const report = await ownReportCycle(db, auditorId, auditStoreId);
  if (!report) throw notFound();
  return report;
}

/** GET audit_store/{id}/proof_note: the report's notes, by tag. */
export async function listProofNotes(db: Db, auditorId: number, auditStoreId: number): Promise<ProofNote[]> {
  await ownReport(db, auditorId, auditStoreId);
  return proofNoteRows(db, auditStoreId);
}

/** POST audit_store/{id}/proof_note */
export async function setProofNote(db: Db, auditorId: number, auditStoreId: number, body: ProofNoteBody) {
  await inReportWrite(db, { auditorId, auditStoreId }, async (trx) => {
    const report = await ownReport(trx, auditorId, auditStoreId);
    if (!isReportEditable(report.status)) throw refused(REPORT_MESSAGES.notEditable);
    const tag = await cycleTag(trx, body.proof_tag_id, report.cycle_id);
    if (!tag) throw fieldsRefused({ proof_tag_id: [PROOF_NOTE_MESSAGES.notOfReport] });
    if (tag.is_required) throw fieldsRefused({ proof_tag_id: [PROOF_NOTE_MESSAGES.requiredTag] });
    if (body.reason === null) {
      await deleteProofNote(trx, auditStoreId, body.proof_tag_id);
      return;
    }
    await upsertProofNote(trx, {
      auditStoreId,
      proofTagId: body.proof_tag_id,
      reason: body.reason,
      at: new Date().toISOString(),
    });
  });
}
