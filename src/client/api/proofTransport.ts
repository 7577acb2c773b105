import { ACTION_PROOF_COMPLETE_ROUTE, ACTION_PROOF_START_ROUTE } from '../../contract/actionCallRoutes';
import {
  ATTACHMENT_COMPLETE_ROUTE,
  ATTACHMENT_PART_LANDED_ROUTE,
  ATTACHMENT_PART_ROUTE,
  ATTACHMENT_PARTS_ROUTE,
  ID_PROOF_UPLOAD_START_ROUTE,
  PROOF_UPLOAD_START_ROUTE,
} from '../../contract/reportCallRoutes';
import type { ProofTransport } from '../../offline';
import { callRouteForStatus } from './call';

/**
 * The proof queue's calls in the page, through the app's one HTTP client (its 403 hook included),
 * on the routes the service worker's transport uses too (offline/fetchTransport.ts). The queue reads
 * their answers itself, without zod (decision 0053), so the screens that start it load none.
 */
export const pageProofTransport: ProofTransport = {
  start: (auditStoreId, sectionId, body) =>
    callRouteForStatus(PROOF_UPLOAD_START_ROUTE, { params: { id: auditStoreId, sectionId }, body }),
  startIdProof: (body) => callRouteForStatus(ID_PROOF_UPLOAD_START_ROUTE, { params: {}, body }),
  complete: (attachmentId) => callRouteForStatus(ATTACHMENT_COMPLETE_ROUTE, { params: { id: attachmentId } }),
  startActionProof: (itemId, body) =>
    callRouteForStatus(ACTION_PROOF_START_ROUTE, { params: { id: itemId }, body }),
  completeActionProof: (attachmentId) =>
    callRouteForStatus(ACTION_PROOF_COMPLETE_ROUTE, { params: { id: attachmentId } }),
  openParts: (attachmentId, body) =>
    callRouteForStatus(ATTACHMENT_PARTS_ROUTE, { params: { id: attachmentId }, body }),
  sendPart: (attachmentId, part, body) =>
    callRouteForStatus(ATTACHMENT_PART_ROUTE, { params: { id: attachmentId, part }, body }),
  partLanded: (attachmentId, part, body) =>
    callRouteForStatus(ATTACHMENT_PART_LANDED_ROUTE, { params: { id: attachmentId, part }, body }),
};
