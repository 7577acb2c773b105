import { z } from 'zod';
import {
  attachmentParamsSchema,
  attachmentSchema,
  idProofListSchema,
  idProofUploadStartBodySchema,
  uploadStartResponseSchema,
} from '../attachments';
import { endpoint, NO_CONTENT } from '../endpoint';
import { ATTACHMENT_COMPLETE_ROUTE } from '../reportCallRoutes';
import { reportProofSchema } from '../reportProofs';

/**
 * POST auditor/attachment/{id}/complete: a report proof is answered with its section, tag, order
 * and repeat alert, an ID proof as an attachment.
 */
export const completedAttachmentSchema = z.union([reportProofSchema, attachmentSchema]);

/** The calls every kind of attachment shares (ID proofs and report proofs): complete and delete. */
const complete = ATTACHMENT_COMPLETE_ROUTE;

export const ATTACHMENT_ENDPOINTS = {
  complete: endpoint(complete.method, complete.scope, complete.route, {
    params: attachmentParamsSchema,
    answer: completedAttachmentSchema,
  }),
  remove: endpoint('DELETE', 'auditor', '/attachment/:id', {
    params: attachmentParamsSchema,
    answer: NO_CONTENT,
  }),
};

/** The ID Proofs panel's calls (decision 0007; docs/rules.md#account-and-profile). */
export const ID_PROOF_ENDPOINTS = {
  list: endpoint('GET', 'auditor', '/id_proof/attachment', { answer: idProofListSchema }),
  /** the upload start: S3's presigned POST and the attachment it creates */
  startUpload: endpoint('POST', 'auditor', '/id_proof/attachment', {
    body: idProofUploadStartBodySchema,
    answer: uploadStartResponseSchema,
  }),
};
