import {
  type DeviceProof,
  isEmptyValue,
  itemKey,
  type ReportItemKind,
  type VisitValue,
  visitValues,
} from '../../../contract';
import { getOfflineDb, type ProofRecord, type ReportActions } from '../../../offline';

/**
 * What this device holds of a report, in the visit record's values (contract/visitState.ts): the
 * side of the receipt the server cannot see. Items with nothing in them are left out, as the
 * server leaves them out of what it holds.
 */
export async function deviceItems(auditStoreId: number): Promise<{
  items: Map<string, VisitValue>;
  proofs: DeviceProof[];
  proofRecords: ProofRecord[];
}> {
  const db = getOfflineDb();
  const [answers, comments, meta, proofRecords] = await Promise.all([
    db.answers.where('auditStoreId').equals(auditStoreId).toArray(),
    db.sectionComments.where('auditStoreId').equals(auditStoreId).toArray(),
    db.reportMeta.get(auditStoreId),
    db.proofs.where('auditStoreId').equals(auditStoreId).toArray(),
  ]);
  const items = new Map<string, VisitValue>();
  const put = (kind: ReportItemKind, ref: number | null, value: VisitValue) => {
    if (!isEmptyValue(value)) items.set(itemKey(kind, ref === null ? null : String(ref)), value);
  };
  for (const answer of answers) {
    put('answer', answer.questionId, visitValues.answer(answer.answerText, answer.notApplicable));
    put('answer_comment', answer.questionId, visitValues.text(answer.comment));
  }
  for (const comment of comments)
    put('section_comment', comment.sectionId, visitValues.text(comment.comment));
  if (meta?.summary !== undefined) put('summary', null, visitValues.text(meta.summary));
  const proofs = proofRecords.map((proof) => ({
    id: proof.id,
    sha256: proof.sha256 ?? null,
    uploaded: proof.stage === 'completed',
  }));
  return { items, proofs, proofRecords };
}

/**
 * The way to resend an answer or a text the server does not hold: its value on this phone saved
 * again, which queues its call again (an upsert, decision 0004) and records it again in the visit.
 */
export async function resendItem(
  actions: ReportActions,
  auditStoreId: number,
  kind: ReportItemKind,
  ref: string | null,
): Promise<void> {
  const db = getOfflineDb();
  const id = Number(ref);
  if (kind === 'answer' || kind === 'answer_comment') {
    const answer = await db.answers.get([auditStoreId, id]);
    if (!answer) return;
    if (kind === 'answer')
      await actions.saveQuestion({
        auditStoreId,
        questionId: id,
        answerText: answer.answerText,
        notApplicable: answer.notApplicable,
      });
    else await actions.saveAnswerComment({ auditStoreId, questionId: id, comment: answer.comment });
  } else if (kind === 'section_comment') {
    const comment = await db.sectionComments.get([auditStoreId, id]);
    if (comment) await actions.saveSectionComment({ auditStoreId, sectionId: id, comment: comment.comment });
  } else if (kind === 'summary') {
    const meta = await db.reportMeta.get(auditStoreId);
    if (meta?.summary !== undefined) await actions.saveSummary({ auditStoreId, summary: meta.summary });
  }
}
