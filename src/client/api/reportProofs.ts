import { z } from 'zod';
import {
  type ProofNote,
  type ProofTag,
  proofNoteSchema,
  proofTagSchema,
  REPORT_READ_PATHS,
  type ReportProof,
  reportProofSchema,
} from '../../contract';
import type { ProofTransport } from '../offline/proofQueue';
import { answerOf, completeAttachmentCall } from './attachments';
import { http } from './http';

/** The proof queue's calls in the page, through the app's one HTTP client (its 403 hook included). */
export const pageProofTransport: ProofTransport = {
  start: (auditStoreId, sectionId, body) =>
    answerOf(
      http.post(`auditor/audit_store/${auditStoreId}/section/${sectionId}/attachment`, {
        json: body,
        throwHttpErrors: false,
      }),
    ),
  complete: completeAttachmentCall,
};

/** GET auditor/audit_store/{id}/section/{sectionId}/attachment: the section's uploaded proofs. */
export const sectionProofsPath = (auditStoreId: number, sectionId: number) =>
  `auditor/audit_store/${auditStoreId}/section/${sectionId}/attachment`;
export const getSectionProofs = (auditStoreId: number, sectionId: number): Promise<ReportProof[]> =>
  http.get(sectionProofsPath(auditStoreId, sectionId)).json(z.array(reportProofSchema));

/** GET auditor/audit_cycle/{id}/attachment_proof_tag_list: the tags of the report's cycle. */
export const getProofTags = (cycleId: number): Promise<ProofTag[]> =>
  http.get(`auditor/audit_cycle/${cycleId}/attachment_proof_tag_list`).json(z.array(proofTagSchema));

/** GET auditor/audit_store/{id}/proof_note: why optional proofs are not attached (decision 0017). */
export const getProofNotes = (auditStoreId: number): Promise<ProofNote[]> =>
  http.get(REPORT_READ_PATHS.proofNotes(auditStoreId)).json(z.array(proofNoteSchema));
