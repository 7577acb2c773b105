import type { z } from 'zod';
import {
  API_BASE,
  type Endpoint,
  endpointPath,
  NO_CONTENT,
  type QueryValues,
  type RouteParamNames,
  type TypedRoute,
} from '../../contract';
import { CACHED_FALLBACK_HEADER, type CallResponse, type Fetched, readResponseBody } from '../../offline';
import { type HttpOptions, http } from './http';

/**
 * Every API call of the app goes through `call` (decision 0035): the endpoint comes from the
 * contract's table, the params, query and body are typed by its schemas, and the answer is parsed
 * with its answer schema. No API path is written on the client.
 */

type ParamsPart<E extends Endpoint> = [RouteParamNames<E['route']>] extends [never]
  ? { params?: undefined }
  : { params: Record<RouteParamNames<E['route']>, string | number> };

type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? Partial<QueryValues<z.input<E['query']>>> extends QueryValues<z.input<E['query']>>
    ? { query?: QueryValues<z.input<E['query']>> }
    : { query: QueryValues<z.input<E['query']>> }
  : { query?: undefined };

type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body: z.input<E['body']> }
  : { body?: undefined };

/** What a call sends: each part required exactly when its endpoint has it. */
export type CallInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The input may be left out when the endpoint needs none. */
type InputArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type CallAnswer<E extends Endpoint> = E['answer'] extends z.ZodType
  ? z.output<E['answer']>
  : undefined;

/** A call's parts as `send` reads them, whatever the endpoint. */
interface SentParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

function send(
  endpoint: Pick<Endpoint, 'method' | 'scope' | 'route'>,
  parts: object | undefined,
  extra: HttpOptions = {},
) {
  const input: SentParts = parts ?? {};
  const searchParams = input.query
    ? Object.fromEntries(
        Object.entries(input.query).filter(
          (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
        ),
      )
    : undefined;
  return http(endpointPath(endpoint, input.params ?? {}), {
    method: endpoint.method,
    ...(searchParams ? { searchParams } : {}),
    ...(input.body !== undefined ? { json: input.body } : {}),
    ...extra,
  });
}

async function parseAnswer<E extends Endpoint>(endpoint: E, response: Response): Promise<CallAnswer<E>> {
  const answer = endpoint.answer;
  if (typeof answer === 'string') {
    if (answer !== NO_CONTENT)
      throw new Error(`${endpoint.route} answers a file: link to it with endpointUrl`);
    return undefined as CallAnswer<E>;
  }
  return answer.parse(await response.json()) as CallAnswer<E>;
}

/** Calls an endpoint and answers its parsed body; a refusal throws HttpError (http.ts). */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<CallAnswer<E>> {
  return parseAnswer(endpoint, await send(endpoint, input));
}

/**
 * A read that says whether the service worker answered it from the copy it kept (no network):
 * callers that merge server data must not take such a copy for news.
 */
export async function callFetched<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<Fetched<CallAnswer<E>>> {
  const response = await send(endpoint, input);
  return {
    value: await parseAnswer(endpoint, response),
    cachedCopy: response.headers.has(CACHED_FALLBACK_HEADER),
  };
}

/** The status and body of a call, whatever the status: for callers that decide what each means. */
export async function callForStatus<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<CallResponse> {
  const response = await send(endpoint, input, { throwHttpErrors: false });
  return { status: response.status, body: await readResponseBody(response) };
}

type RouteTypes<R extends TypedRoute> = NonNullable<R['types']>;

/** What a typed route's call sends: its path params and its body, each when it has one. */
export type RouteInput<R extends TypedRoute> = ([RouteParamNames<R['route']>] extends [never]
  ? { params?: undefined }
  : { params: Record<RouteParamNames<R['route']>, string | number> }) &
  (RouteTypes<R>['body'] extends undefined ? { body?: undefined } : { body: RouteTypes<R>['body'] }) & {
    /** the search parameters; the server checks them through the endpoint's query schema */
    query?: SentParts['query'];
  };

type RouteInputArgs<R extends TypedRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/**
 * Calls a typed route (contract/firstLoadRoutes.ts) and answers its body as the server sent it,
 * read without a schema: these are the first load's calls, made before zod is loaded, and the
 * server sends each answer through its schema (decision 0051). No content answers undefined.
 */
export async function callRoute<R extends TypedRoute>(
  route: R,
  ...[input]: RouteInputArgs<R>
): Promise<RouteTypes<R>['answer']> {
  const response = await send(route, input);
  if (response.status === 204) return undefined as RouteTypes<R>['answer'];
  return (await response.json()) as RouteTypes<R>['answer'];
}

/**
 * The status and body of a call to a route declared without schemas (contract/reportCallRoutes.ts),
 * whatever the status: the offline engine's calls, which it reads itself (decision 0053).
 */
export async function callRouteForStatus(
  route: Pick<Endpoint, 'method' | 'scope' | 'route'>,
  parts: { params: Record<string, string | number>; body?: unknown },
): Promise<CallResponse> {
  const response = await send(route, parts, { throwHttpErrors: false });
  return { status: response.status, body: await readResponseBody(response) };
}

/** `callRoute` for a read that says whether the service worker answered it from its kept copy. */
export async function callRouteFetched<R extends TypedRoute>(
  route: R,
  ...[input]: RouteInputArgs<R>
): Promise<Fetched<RouteTypes<R>['answer']>> {
  // read as sent, without a schema: the server sends each answer through its schema (decision 0051)
  return (await fetchedOf(await send(route, input))) as Fetched<RouteTypes<R>['answer']>;
}

/** A read's body as sent, and whether the service worker answered it from its kept copy. */
export async function fetchedOf(response: Response): Promise<Fetched<unknown>> {
  return { value: await response.json(), cachedCopy: response.headers.has(CACHED_FALLBACK_HEADER) };
}

/** The address of an endpoint the browser opens itself (a file to download). */
export function endpointUrl<E extends Endpoint>(endpoint: E, params: CallInput<E>['params']): string {
  return `${API_BASE}${endpointPath(endpoint, params ?? {})}`;
}
