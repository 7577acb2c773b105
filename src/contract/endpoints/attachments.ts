import { z } from 'zod';
import { attachmentParamsSchema, attachmentSchema } from '../attachments';
import { endpoint, endpointOfRoute, NO_CONTENT } from '../endpoint';
import { ATTACHMENT_COMPLETE_ROUTE } from '../reportCallRoutes';
import { reportProofSchema } from '../reportProofs';

/**
 * POST auditor/attachment/{id}/complete: a report proof is answered with its section, tag, order
 * and repeat alert, an ID proof as an attachment.
 */
export const completedAttachmentSchema = z.union([reportProofSchema, attachmentSchema]);

/** The calls every kind of attachment shares (ID proofs and report proofs): complete and delete. */

export const complete = endpointOfRoute(ATTACHMENT_COMPLETE_ROUTE, {
  params: attachmentParamsSchema,
  answer: completedAttachmentSchema,
});
export const remove = endpoint('DELETE', 'auditor', '/attachment/:id', {
  params: attachmentParamsSchema,
  answer: NO_CONTENT,
});

export const ATTACHMENT_ENDPOINTS = { complete, remove };
