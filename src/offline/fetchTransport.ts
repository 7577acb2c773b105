import { ACTION_PROOF_COMPLETE_ROUTE, ACTION_PROOF_START_ROUTE } from '../contract/actionCallRoutes';
import { API_BASE } from '../contract/app';
import { endpointPath } from '../contract/endpoint';
import {
  ATTACHMENT_COMPLETE_ROUTE,
  ATTACHMENT_PART_LANDED_ROUTE,
  ATTACHMENT_PART_ROUTE,
  ATTACHMENT_PARTS_ROUTE,
  ID_PROOF_UPLOAD_START_ROUTE,
  PROOF_UPLOAD_START_ROUTE,
} from '../contract/reportCallRoutes';
import type { ReportProofUploadStartBody } from '../contract/reportProofs';
import type { FormPoster, PartPutter, StoreAnswer } from './formPost';
import { FormPostError } from './formPost';
import type { ProofTransport } from './proofQueue';
import { readResponseBody } from './responseBody';
import type { SendRequest } from './syncEngine';

/**
 * The API calls of the offline engine over plain fetch, for the service worker (the page uses its
 * ky client). Same-origin requests from the worker carry the session cookie, `Origin` and
 * `Sec-Fetch-Site: same-origin`, which is what the server's CSRF check asks.
 */

const REQUEST_TIMEOUT_MS = 30_000;
/** A proof upload may take minutes on a weak signal; the worker's event budget bounds it anyway. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

async function postJson(path: string, body: unknown, method = 'POST') {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    credentials: 'same-origin',
    // no content type without a body: the server refuses an empty JSON body
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await readResponseBody(response) };
}

/** Replays an outbox call. */
export const fetchSend: SendRequest = (request) => postJson(request.path, request.body, request.method);

/** Upload start and complete of a proof. */
export const fetchProofTransport: ProofTransport = {
  start: (auditStoreId: number, sectionId: number, body: ReportProofUploadStartBody) =>
    postJson(endpointPath(PROOF_UPLOAD_START_ROUTE, { id: auditStoreId, sectionId }), body),
  startIdProof: (body) => postJson(endpointPath(ID_PROOF_UPLOAD_START_ROUTE, {}), body),
  complete: (attachmentId: string) =>
    postJson(endpointPath(ATTACHMENT_COMPLETE_ROUTE, { id: attachmentId }), undefined),
  startActionProof: (itemId, body) => postJson(endpointPath(ACTION_PROOF_START_ROUTE, { id: itemId }), body),
  completeActionProof: (attachmentId) =>
    postJson(endpointPath(ACTION_PROOF_COMPLETE_ROUTE, { id: attachmentId }), undefined),
  openParts: (attachmentId, body) =>
    postJson(endpointPath(ATTACHMENT_PARTS_ROUTE, { id: attachmentId }), body),
  sendPart: (attachmentId, part, body) =>
    postJson(endpointPath(ATTACHMENT_PART_ROUTE, { id: attachmentId, part }), body),
  partLanded: (attachmentId, part, body) =>
    postJson(endpointPath(ATTACHMENT_PART_LANDED_ROUTE, { id: attachmentId, part }), body),
};

/** A body sent to the store with fetch (the service worker's): no progress events there. */
async function sendWithFetch(
  method: 'POST' | 'PUT',
  url: string,
  body: FormData | Blob,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<StoreAnswer> {
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: signal ?? AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    return { status: response.status, etag: response.headers.get('ETag') };
  } catch (error) {
    throw new FormPostError(
      error instanceof DOMException && error.name === 'AbortError' ? 'aborted' : 'network',
    );
  }
}

/** A part's PUT with fetch. */
export const fetchPartPutter: PartPutter = async ({ url, headers, body, onProgress, signal }) => {
  const answer = await sendWithFetch('PUT', url, body, headers, signal);
  onProgress(1);
  return answer;
};

/** The multipart POST to the store with fetch. */
export const fetchFormPoster: FormPoster = async ({ url, form, onProgress, signal }) => {
  const { status } = await sendWithFetch('POST', url, form, {}, signal);
  onProgress(1);
  return status;
};
