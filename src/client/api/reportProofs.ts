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
import type { Fetched } from '../offline/reportCopies';
import { answerOf, completeAttachmentCall } from './attachments';
import { getFetched, http } from './http';

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
export const getSectionProofs = (auditStoreId: number, sectionId: number): Promise<Fetched<ReportProof[]>> =>
  getFetched(sectionProofsPath(auditStoreId, sectionId), z.array(reportProofSchema));

/** GET auditor/audit_cycle/{id}/attachment_proof_tag_list: the tags of the report's cycle. */
export const getProofTags = (cycleId: number): Promise<ProofTag[]> =>
  http.get(`auditor/audit_cycle/${cycleId}/attachment_proof_tag_list`).json(z.array(proofTagSchema));

/**
 * GET auditor/audit_store/{id}/proof_note: why optional proofs are not attached (decision 0017),
 * saying whether the service worker answered from the copy it kept.
 */
export const getProofNotes = (auditStoreId: number): Promise<Fetched<ProofNote[]>> =>
  getFetched(REPORT_READ_PATHS.proofNotes(auditStoreId), z.array(proofNoteSchema));
