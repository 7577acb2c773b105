import { idProofListSchema, idProofUploadStartBodySchema, uploadStartResponseSchema } from '../attachments';
import { endpoint } from '../endpoint';

export const list = endpoint('GET', 'auditor', '/id_proof/attachment', { answer: idProofListSchema });
/** the upload start: S3's presigned POST and the attachment it creates */
export const startUpload = endpoint('POST', 'auditor', '/id_proof/attachment', {
  body: idProofUploadStartBodySchema,
  answer: uploadStartResponseSchema,
});

/** The ID Proofs panel's calls (decision 0007; docs/rules.md#account-and-profile). */
export const ID_PROOF_ENDPOINTS = { list, startUpload };
