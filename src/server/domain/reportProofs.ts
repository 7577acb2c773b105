import {
  type AuditStoreStatus,
  isReportEditable,
  type ProofTag,
  proofTypeOf,
  REPORT_MESSAGES,
  REPORT_PROOF_MESSAGES,
  type ReportProof,
  type ReportProofType,
  type ReportProofUploadStartBody,
  tagMismatch,
} from '../../contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import {
  attachmentPlaces,
  insertRepeatAlertOnce,
  otherSectionProofIds,
  sameBytesElsewhere,
  sectionProofRows,
  writeProofPlace,
  writeSequence,
} from '../repositories/attachments';
import { cycleTags, hasReportInCycle, ownReportSectionRow, sectionTag } from '../repositories/proofTags';
import type { ObjectStore } from '../storage';
import { completeAttachment } from './attachmentLifecycle';
import { type AttachmentRow, ownAttachment, startUpload } from './attachments';
import { fieldsRefused, notFound, refused } from './errors';
import { toProofApi, toProofsApi } from './proofViews';
import { inReportWrite } from './reportLock';

/**
 * Proof attachments of a report's sections (docs/rules.md#proofs; decision 0014). Every call is scoped to
 * the auditor's own report (anything else is "not found"), and changes only while the report is
 * editable. Tags come only from the report's cycle and the proof's own section.
 */

/** The auditor's own report and one section of its questionnaire, or not found. */
async function ownReportSection(db: Db, auditorId: number, auditStoreId: number, sectionId: number) {
  const found = await ownReportSectionRow(db, auditorId, auditStoreId, sectionId);
  if (!found) throw notFound();
  return found;
}

function requireEditable(status: AuditStoreStatus): void {
  if (!isReportEditable(status)) throw refused(REPORT_MESSAGES.notEditable);
}

/**
 * A tag a proof of `sectionId` in `cycleId` of `proofType` may carry; a refusal naming `field`
 * otherwise: a tag of elsewhere, or one whose kind does not take the file (decision 0033), with
 * what the tag needs. Every way a tag reaches the server comes here: the tag call (the outbox's,
 * and the unsent-work import's) and the upload start of a file tagged while it waited.
 */
async function requireSectionTag(
  db: Db,
  target: { cycleId: number; sectionId: number; proofType: ReportProofType | null },
  tagId: number,
  field: string,
) {
  const tag = await sectionTag(db, { id: tagId, cycleId: target.cycleId, sectionId: target.sectionId });
  if (!tag) throw fieldsRefused({ [field]: [REPORT_PROOF_MESSAGES.tagNotOfSection] });
  const mismatch = tagMismatch(tag, target.proofType);
  if (mismatch) throw fieldsRefused({ [field]: [mismatch] });
}

/** GET audit_cycle/{id}/attachment_proof_tag_list: the tags of a cycle the auditor has a report in. */
export async function listProofTags(db: Db, auditorId: number, cycleId: number): Promise<ProofTag[]> {
  if (!(await hasReportInCycle(db, auditorId, cycleId))) throw notFound();
  const tags = await cycleTags(db, cycleId);
  return tags.map((tag) => ({ ...tag, is_required: tag.is_required === 1 }));
}

/** GET audit_store/{id}/section/{sectionId}/attachment: the section's uploaded proofs, in order. */
export async function listSectionProofs(
  db: Db,
  store: ObjectStore,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  auditStoreId: number,
  sectionId: number,
): Promise<ReportProof[]> {
  await ownReportSection(db, viewer.id, auditStoreId, sectionId);
  const rows = await sectionProofRows(db, auditStoreId, sectionId);
  return toProofsApi(db, store, rows, viewer);
}

/** POST audit_store/{id}/section/{sectionId}/attachment: upload start of a proof. */
export async function startProofUpload(
  db: Db,
  store: ObjectStore,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  target: { auditStoreId: number; sectionId: number },
  body: ReportProofUploadStartBody,
) {
  const proofType = proofTypeOf(body.file_type);
  if (!proofType) throw fieldsRefused({ file_type: [REPORT_PROOF_MESSAGES.unsupportedType] });
  const tagId = body.proof_tag_id ?? null;
  const sequence = body.sequence ?? 0;
  const report = { auditorId: viewer.id, auditStoreId: target.auditStoreId };
  const started = await inReportWrite(db, report, async (trx) => {
    const found = await ownReportSection(trx, viewer.id, target.auditStoreId, target.sectionId);
    requireEditable(found.status);
    const tagTarget = { cycleId: found.cycle_id, sectionId: target.sectionId, proofType };
    if (tagId !== null) await requireSectionTag(trx, tagTarget, tagId, 'proof_tag_id');
    const upload = await startUpload(trx, store, viewer.id, { proofType, ...target }, body, {
      sha256: body.sha256,
      capturedAt: body.captured_at ?? null,
      pickedAt: body.picked_at ?? null,
      originalSize: body.original_size ?? null,
      sequence,
      proofTagId: tagId,
    });
    // A retried start carries the tag and place the auditor set since the first one.
    const { row } = upload;
    if (row.state !== 'PENDING' || (row.proof_tag_id === tagId && row.sequence === sequence)) return upload;
    await writeProofPlace(trx, row.id, { proofTagId: tagId, sequence });
    return { ...upload, row: { ...row, proof_tag_id: tagId, sequence } };
  });
  return { ...started.post, attachment: await toProofApi(db, store, started.row, viewer) };
}

/** A proof of the auditor's own report, with the report's status and cycle. */
async function ownProof(db: Db, auditorId: number, attachmentId: string) {
  const row = await ownAttachment(db, auditorId, attachmentId);
  if (row.audit_store_id === null || row.section_id === null) throw notFound();
  const report = await ownReportSection(db, auditorId, row.audit_store_id, row.section_id);
  return { row, report, auditStoreId: row.audit_store_id, sectionId: row.section_id };
}

/** POST attachment/{id}/proof_tag: a tag of the proof's own section, or null to clear it. */
export async function setProofTag(db: Db, auditorId: number, attachmentId: string, tagId: number | null) {
  const { auditStoreId } = await ownProof(db, auditorId, attachmentId);
  await inReportWrite(db, { auditorId, auditStoreId }, async (trx) => {
    const { row, report, sectionId } = await ownProof(trx, auditorId, attachmentId);
    requireEditable(report.status);
    const tagTarget = { cycleId: report.cycle_id, sectionId, proofType: proofTypeOf(row.file_type) };
    if (tagId !== null) await requireSectionTag(trx, tagTarget, tagId, 'proof_tag_id');
    await writeProofPlace(trx, attachmentId, { proofTagId: tagId });
  });
}

/**
 * POST attachment/{id}/arrange_attachment: the section's proofs in the listed order, in one
 * transaction. Every listed proof the server holds must be one of this section's; ids it has never
 * seen are files still waiting on the device, whose upload start carries their place. Proofs not
 * listed keep their order after the listed ones.
 */
export async function arrangeProofs(db: Db, auditorId: number, attachmentId: string, order: string[]) {
  if (!order.includes(attachmentId))
    throw fieldsRefused({ attachment_ids: [REPORT_PROOF_MESSAGES.arrangeMissesAttachment] });
  const { auditStoreId } = await ownProof(db, auditorId, attachmentId);
  await inReportWrite(db, { auditorId, auditStoreId }, async (trx) => {
    const { report, sectionId } = await ownProof(trx, auditorId, attachmentId);
    requireEditable(report.status);
    const listed = await attachmentPlaces(trx, order);
    const foreign = listed.some(
      (row) =>
        row.owner_id !== auditorId ||
        row.audit_store_id !== auditStoreId ||
        row.section_id !== sectionId ||
        row.deleted_at !== null,
    );
    if (foreign) throw fieldsRefused({ attachment_ids: [REPORT_PROOF_MESSAGES.notOfSection] });
    const rest = await otherSectionProofIds(trx, auditStoreId, sectionId, order);
    const known = new Set(listed.map((row) => row.id));
    const ordered = [...order.filter((id) => known.has(id)), ...rest.map((row) => row.id)];
    for (const [index, id] of ordered.entries()) await writeSequence(trx, id, index + 1);
  });
}

/**
 * On completion: the same bytes (SHA-256) already completed in another report, by anyone, raise
 * the spec's repeat alert on this proof. One alert per earlier file; running it again adds none.
 */
export async function recordRepeats(db: Db, row: AttachmentRow): Promise<void> {
  if (row.sha256 === null || row.audit_store_id === null) return;
  const earlier = await sameBytesElsewhere(db, {
    id: row.id,
    sha256: row.sha256,
    audit_store_id: row.audit_store_id,
  });
  for (const other of earlier) {
    if (other.audit_store_id === null) continue;
    await insertRepeatAlertOnce(db, {
      auditStoreId: row.audit_store_id,
      faultyReportId: other.audit_store_id,
      faultyAttachmentId: other.id,
      attachmentId: row.id,
    });
  }
}

/**
 * POST attachment/{id}/complete for any attachment: a report proof is answered as one, after its
 * repeat check; an ID proof as an attachment.
 */
export async function completeUpload(
  db: Db,
  store: ObjectStore,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  attachmentId: string,
) {
  const attachment = await completeAttachment(db, store, viewer.id, attachmentId);
  const row = await ownAttachment(db, viewer.id, attachmentId);
  if (row.audit_store_id === null) return attachment;
  await recordRepeats(db, row);
  return toProofApi(db, store, row, viewer);
}
