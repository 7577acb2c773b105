import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import { proofNoteSchema } from '../proofNotes';
import { detailSchema } from '../report';
import { PROOF_UPLOAD_START_ROUTE, queuedCallEndpoint, REPORT_CALLS } from '../reportCalls';
import {
  proofTagSchema,
  reportProofSchema,
  reportProofUploadStartBodySchema,
  reportProofUploadStartResponseSchema,
  sectionProofParamsSchema,
} from '../reportProofs';

const calls = REPORT_CALLS;
const start = PROOF_UPLOAD_START_ROUTE;

/** The proofs of a report's sections (decision 0014; optional proofs: decision 0017). */
export const REPORT_PROOF_ENDPOINTS = {
  /** the proof tags of the report's cycle */
  proofTags: endpoint('GET', 'auditor', '/audit_cycle/:id/attachment_proof_tag_list', {
    params: idParamsSchema,
    answer: z.array(proofTagSchema),
  }),
  /** the section's uploaded proofs */
  sectionProofs: endpoint('GET', 'auditor', start.route, {
    params: sectionProofParamsSchema,
    answer: z.array(reportProofSchema),
  }),
  /** the upload start; the service worker's proof queue sends it too (offline/fetchTransport.ts) */
  startUpload: endpoint(start.method, start.scope, start.route, {
    params: sectionProofParamsSchema,
    body: reportProofUploadStartBodySchema,
    answer: reportProofUploadStartResponseSchema,
  }),
  proofTag: queuedCallEndpoint(calls.proofTag, detailSchema),
  arrange: queuedCallEndpoint(calls.arrange, detailSchema),
  /** why optional proofs are not attached */
  proofNotes: endpoint('GET', 'auditor', '/audit_store/:id/proof_note', {
    params: idParamsSchema,
    answer: z.array(proofNoteSchema),
  }),
  proofNote: queuedCallEndpoint(calls.proofNote, detailSchema),
};
