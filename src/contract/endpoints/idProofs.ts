import { idProofListSchema, idProofUploadStartBodySchema, uploadStartResponseSchema } from '../attachments';
import { endpoint, endpointOfRoute } from '../endpoint';
import { ID_PROOF_UPLOAD_START_ROUTE } from '../reportCallRoutes';

export const list = endpoint('GET', 'auditor', '/id_proof/attachment', { answer: idProofListSchema });
/** the upload start: S3's presigned POST and the attachment it creates */
export const startUpload = endpointOfRoute(ID_PROOF_UPLOAD_START_ROUTE, {
  body: idProofUploadStartBodySchema,
  answer: uploadStartResponseSchema,
});

/** The ID Proofs panel's calls (decision 0007; docs/rules.md#account-and-profile). */
export const ID_PROOF_ENDPOINTS = { list, startUpload };
