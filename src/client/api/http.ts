import { API_BASE, isWrongRoleRefusal, loginPath, MESSAGES, VERSION_HEADER } from '../../contract';
import { CACHED_FALLBACK_HEADER } from '../../offline';
import { useAppStore } from '../pageState/appStore';
import { pageControls } from '../pageState/pageControls';
import { forgetLeftOnPurpose, leftOnPurpose } from './leftOnPurpose';
import { checkServerVersion } from './versionReload';

const REQUEST_TIMEOUT_MS = 15_000;

/** One call as `http` sends it, relative to /api/. */
export interface HttpOptions {
  method?: string;
  searchParams?: Record<string, string | number | boolean>;
  /** the body, sent as JSON */
  json?: unknown;
  /** false: every status resolves, for callers that decide what each means */
  throwHttpErrors?: boolean;
}

/**
 * A call the server refused (4xx or 5xx): its response, and the body it answered, parsed (the
 * `{field: [messages]}` of docs/api.md#errors), or undefined when it is not JSON.
 */
export class HttpError extends Error {
  constructor(
    readonly response: Response,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

let sessionExpiryHandled = false;

/**
 * A 403 means the session is gone (docs/api.md#errors): tell the user once, however many calls fail
 * at the same time, then go to the login page, which brings them back here afterwards. A 403 for
 * the wrong role (a member of staff) is not that: the shell shows them the staff page instead.
 */
export function sessionEnded(): void {
  if (sessionExpiryHandled) return;
  sessionExpiryHandled = true;
  // after a logout the ended session is no news: straight to the login page (session/logout.ts)
  if (!leftOnPurpose()) pageControls.alert(MESSAGES.sessionExpired);
  pageControls.assign(loginPath(window.location.pathname + window.location.search));
}

/** What every answer tells the app: an ended session, a kept copy shown, a newer server. */
async function readAnswer(response: Response): Promise<void> {
  if (response.status === 403) {
    if (!isWrongRoleRefusal(await jsonOf(response))) sessionEnded();
    return;
  }
  if (!response.ok) return;
  const fromCache = response.headers.has(CACHED_FALLBACK_HEADER);
  useAppStore.getState().setShowingCachedData(fromCache);
  // A cached answer carries the version of its day, not the server's current one, and
  // says nothing of the session either.
  if (fromCache) return;
  checkServerVersion(response.headers.get(VERSION_HEADER));
  forgetLeftOnPurpose();
}

/** The body as JSON, read from a copy so the caller can still read it; undefined if it is not. */
const jsonOf = (response: Response): Promise<unknown> =>
  response
    .clone()
    .json()
    .catch(() => undefined);

/**
 * The one HTTP client of the app: every API call goes through it. `fetch` itself, with the time
 * limit and the answer's reading above (decision 0051: the platform does what ky did for us).
 * A refused call throws `HttpError` unless `throwHttpErrors` is false; no connection, or no answer
 * within the limit, rejects as `fetch` does.
 */
export async function http(path: string, options: HttpOptions = {}): Promise<Response> {
  return answered(await begin(path, options), options);
}

/**
 * The request alone, its answer not yet read: for a read begun before the code that reads it has
 * loaded (app/firstVisitReads.ts), whose answer `answered` then reads as `http` would have.
 */
export function begin(path: string, options: HttpOptions = {}): Promise<Response> {
  const query = options.searchParams
    ? `?${new URLSearchParams(Object.entries(options.searchParams).map(([name, value]) => [name, String(value)]))}`
    : '';
  const hasBody = options.json !== undefined;
  return fetch(
    new Request(`${API_BASE}${path}${query}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(options.json) } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }),
  );
}

/** What `http` does with an answer: tells the app (`readAnswer`), and throws for a refusal. */
export async function answered(response: Response, options: HttpOptions = {}): Promise<Response> {
  await readAnswer(response);
  if (!response.ok && options.throwHttpErrors !== false)
    throw new HttpError(response, await jsonOf(response));
  return response;
}

/** A 403: `http` is already sending the user to the login page, so show no error. */
/** A 404: what was asked for does not exist, or is not the caller's to see. */
export function isNotFoundError(error: unknown): boolean {
  return isHttpError(error) && error.response.status === 404;
}

export function isSessionExpiredError(error: unknown): boolean {
  return isHttpError(error) && error.response.status === 403;
}
