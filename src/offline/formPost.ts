/**
 * Posts a multipart form and reports upload progress. XMLHttpRequest, because fetch reports no
 * upload progress. It exists in pages but not in service workers, so it is created only when a
 * post is made: importing this module is safe anywhere, and a worker passes a poster of its own.
 */

export interface FormPostRequest {
  url: string;
  form: FormData;
  /** share of the request body sent, 0 to 1 */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

/** Resolves with the HTTP status; rejects when no response arrived (network error, abort). */
export type FormPoster = (request: FormPostRequest) => Promise<number>;

export class FormPostError extends Error {
  constructor(readonly reason: 'network' | 'aborted') {
    super(reason === 'network' ? 'The upload did not reach the server.' : 'The upload was cancelled.');
  }
}

/** The store's answer to a body sent with XHR, with its upload progress: POST of a form, PUT of a part. */
interface XhrSend {
  method: 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body: FormData | Blob;
  onProgress(fraction: number): void;
  signal?: AbortSignal | undefined;
}

/** The store's answer: its status, and the ETag it named the bytes by (a part's, for assembling). */
export interface StoreAnswer {
  status: number;
  etag: string | null;
}

function sendWithXhr(createXhr: () => XMLHttpRequest, request: XhrSend): Promise<StoreAnswer> {
  const { signal, onProgress } = request;
  return new Promise<StoreAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FormPostError('aborted'));
      return;
    }
    const xhr = createXhr();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, etag: xhr.getResponseHeader('ETag') });
    };
    xhr.onerror = () => {
      settle();
      reject(new FormPostError('network'));
    };
    xhr.onabort = () => {
      settle();
      reject(new FormPostError('aborted'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(request.body);
  });
}

/** `createXhr` is for tests, which give a fake. */
export function createXhrFormPoster(
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): FormPoster {
  return async ({ url, form, onProgress, signal }) =>
    (await sendWithXhr(createXhr, { method: 'POST', url, body: form, onProgress, signal })).status;
}

/** One part of an upload in parts (offline/partUpload.ts): its bytes PUT to a signed address. */
export interface PartPutRequest {
  url: string;
  /** the headers the address was signed with, sent as they are */
  headers: Record<string, string>;
  body: Blob;
  /** share of the part sent, 0 to 1 */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

/** Resolves with the store's answer; rejects when no response arrived (network error, abort). */
export type PartPutter = (request: PartPutRequest) => Promise<StoreAnswer>;

/** The XHR putter, for the part's progress bar; `createXhr` is for tests. */
export function createXhrPartPutter(
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): PartPutter {
  return ({ url, headers, body, onProgress, signal }) =>
    sendWithXhr(createXhr, { method: 'PUT', url, headers, body, onProgress, signal });
}
