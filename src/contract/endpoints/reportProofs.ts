import { z } from 'zod';
import { endpointOfRoute } from '../endpoint';
import { idParamsSchema } from '../ids';
import { proofNoteSchema } from '../proofNotes';
import { detailSchema } from '../report';
import { PROOF_UPLOAD_START_ROUTE, queuedCallEndpoint, REPORT_CALLS } from '../reportCalls';
import { REPORT_PAGE_READ_ROUTES as reads } from '../reportPageReadRoutes';
import {
  proofTagSchema,
  reportProofSchema,
  reportProofUploadStartBodySchema,
  reportProofUploadStartResponseSchema,
  sectionProofParamsSchema,
} from '../reportProofs';

/** the proof tags of the report's cycle */
export const proofTags = endpointOfRoute(reads.proofTags, {
  params: idParamsSchema,
  answer: z.array(proofTagSchema),
});
/** the section's uploaded proofs */
export const sectionProofs = endpointOfRoute(reads.sectionProofs, {
  params: sectionProofParamsSchema,
  answer: z.array(reportProofSchema),
});
/** the upload start; the service worker's proof queue sends it too (offline/fetchTransport.ts) */
export const startUpload = endpointOfRoute(PROOF_UPLOAD_START_ROUTE, {
  params: sectionProofParamsSchema,
  body: reportProofUploadStartBodySchema,
  answer: reportProofUploadStartResponseSchema,
});
export const proofTag = queuedCallEndpoint(REPORT_CALLS, 'proofTag', detailSchema);
export const arrange = queuedCallEndpoint(REPORT_CALLS, 'arrange', detailSchema);
/** why optional proofs are not attached */
export const proofNotes = endpointOfRoute(reads.proofNotes, {
  params: idParamsSchema,
  answer: z.array(proofNoteSchema),
});
export const proofNote = queuedCallEndpoint(REPORT_CALLS, 'proofNote', detailSchema);

/** The proofs of a report's sections (decision 0014; optional proofs: decision 0017). */
export const REPORT_PROOF_ENDPOINTS = {
  proofTags,
  sectionProofs,
  startUpload,
  proofTag,
  arrange,
  proofNotes,
  proofNote,
};
