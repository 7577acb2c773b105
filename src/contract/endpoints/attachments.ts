import { z } from 'zod';
import { attachmentParamsSchema, attachmentSchema } from '../attachments';
import { endpoint, endpointOfRoute, NO_CONTENT } from '../endpoint';
import {
  ATTACHMENT_COMPLETE_ROUTE,
  ATTACHMENT_PART_LANDED_ROUTE,
  ATTACHMENT_PART_ROUTE,
  ATTACHMENT_PARTS_ROUTE,
} from '../reportCallRoutes';
import { reportProofSchema } from '../reportProofs';
import {
  partLandedBodySchema,
  partParamsSchema,
  partSendBodySchema,
  partSendSchema,
  partsOpenBodySchema,
  partsStateSchema,
} from '../uploadParts';

/**
 * POST auditor/attachment/{id}/complete: a report proof is answered with its section, tag, order
 * and repeat alert, an ID proof as an attachment.
 */
export const completedAttachmentSchema = z.union([reportProofSchema, attachmentSchema]);

/**
 * The calls every kind of attachment shares (ID proofs and report proofs): complete, delete, and
 * the three of an upload in parts (decision 0071).
 */

export const complete = endpointOfRoute(ATTACHMENT_COMPLETE_ROUTE, {
  params: attachmentParamsSchema,
  answer: completedAttachmentSchema,
});
export const remove = endpoint('DELETE', 'auditor', '/attachment/:id', {
  params: attachmentParamsSchema,
  answer: NO_CONTENT,
});

/** Opens the upload in parts, or finds it again: the store is asked which parts it holds. */
export const openParts = endpointOfRoute(ATTACHMENT_PARTS_ROUTE, {
  params: attachmentParamsSchema,
  body: partsOpenBodySchema,
  answer: partsStateSchema,
});
/** A part's address at the store, signed for its size and SHA-256. */
export const sendPart = endpointOfRoute(ATTACHMENT_PART_ROUTE, {
  params: partParamsSchema,
  body: partSendBodySchema,
  answer: partSendSchema,
});

/** On a store that cannot list its parts: the part landed, with the store's ETag. */
export const partLanded = endpointOfRoute(ATTACHMENT_PART_LANDED_ROUTE, {
  params: partParamsSchema,
  body: partLandedBodySchema,
  answer: NO_CONTENT,
});

export const ATTACHMENT_ENDPOINTS = { complete, remove, openParts, sendPart, partLanded };
