import type { z } from 'zod';
import type { RouteParamNames } from './reportCallRoutes';

/**
 * One API endpoint, declared once for both sides (decision 0035): its method, its route, the
 * schemas its path params, query and body are read with, and what it answers. The server registers
 * the route from it (server/http/serveEndpoint.ts) and the client calls it through `call`
 * (client/api/call.ts), so a field renamed in a schema breaks the build on both sides and no API
 * path is spelt anywhere else. The tables live per area in `contract/endpoints/`.
 *
 * Each endpoint is an export of its own, gathered into its area's table for the server and the
 * checks (`endpoints/all.ts`); the client imports an area as a namespace (`import * as report`) and
 * names the endpoints it calls. So a screen's bundle carries the schemas of the calls it makes, not
 * of its whole area: a bundler keeps every property of an object it keeps, but drops an unused
 * export whose value comes from a call it is told has no side effects (the annotation on `endpoint`).
 */

/** The prefix a route is mounted under, after /api/: it also names who may call it (server/app.ts). */
export type ApiScope = 'auditor' | 'manager' | 'review' | 'brand' | 'moderation' | 'health';
export type EndpointMethod = 'GET' | 'POST' | 'DELETE';

/** An answer with no body (204). */
export const NO_CONTENT = 'no content';
/** A file the browser saves or shows (a CSV): the client links to it rather than reading it. */
export const FILE_ANSWER = 'file';
export type EndpointAnswerKind = z.ZodType | typeof NO_CONTENT | typeof FILE_ANSWER;

export interface Endpoint<
  Route extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends EndpointAnswerKind = EndpointAnswerKind,
> {
  method: EndpointMethod;
  scope: ApiScope;
  /** relative to the scope's prefix, with `:name` for each path param */
  route: Route;
  params: Params;
  query: Query;
  body: Body;
  answer: Answer;
}

interface EndpointParts<
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Answer extends EndpointAnswerKind,
> {
  params?: Params;
  query?: Query;
  body?: Body;
  answer: Answer;
}

/**
 * `endpoint('GET', 'auditor', '/payment/:id/timeline', { params: idParamsSchema, answer: … })`.
 * A route with `:params` must name the schema they are read with, and one without must not.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Route extends string,
  Answer extends EndpointAnswerKind,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  method: EndpointMethod,
  scope: ApiScope,
  route: Route,
  parts: EndpointParts<Params, Query, Body, Answer> &
    ([RouteParamNames<Route>] extends [never] ? { params?: undefined } : { params: Params }),
): Endpoint<Route, Params, Query, Body, Answer> {
  return endpointOfRoute<Route, Answer, Params, Query, Body>({ method, scope, route }, parts);
}

/**
 * An endpoint's method and route with what it takes and answers as types only: no schema, so a
 * caller that has not loaded zod can call it (firstLoadRoutes.ts; decision 0051). The types are
 * the schemas' inputs, as the wire carries them; `endpointOfRoute` pairs the route with the
 * schemas for the server and refuses schemas whose inputs differ from the route's.
 */
export interface TypedRoute<Route extends string = string, Body = unknown, Answer = unknown> {
  method: EndpointMethod;
  scope: ApiScope;
  route: Route;
  /** types only, never set */
  readonly types?: { body: Body; answer: Answer };
}

/** `typedRoute<Answer, Body>()('GET', 'auditor', '/config')` */
export const typedRoute =
  <Answer, Body = undefined>() =>
  <Route extends string>(
    method: EndpointMethod,
    scope: ApiScope,
    route: Route,
  ): TypedRoute<Route, Body, Answer> => ({ method, scope, route });

/** What a schema reads off the wire: its input; nothing for no schema or no content. */
type WireType<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/**
 * `endpoint` for a route declared apart as `{ method, scope, route }` (the zod-free routes of
 * reportCallRoutes.ts and firstLoadRoutes.ts, which the worker, the service worker and the shell
 * read). The route is read in here, not at the call, so an unused endpoint is still dropped from a
 * bundle whole.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpointOfRoute<
  Route extends string,
  Answer extends EndpointAnswerKind,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  declared: {
    method: EndpointMethod;
    scope: ApiScope;
    route: Route;
    readonly types?: { body: WireType<Body>; answer: WireType<Answer> };
  },
  parts: EndpointParts<Params, Query, Body, Answer> &
    ([RouteParamNames<Route>] extends [never] ? { params?: undefined } : { params: Params }),
): Endpoint<Route, Params, Query, Body, Answer> {
  return {
    method: declared.method,
    scope: declared.scope,
    route: declared.route,
    params: parts.params as Params,
    query: parts.query as Query,
    body: parts.body as Body,
    answer: parts.answer,
  };
}

/** The endpoint's path relative to /api/ with its params filled in, e.g. 'auditor/payment/12/timeline'. */
export function endpointPath(
  target: Pick<Endpoint, 'scope' | 'route'>,
  params: Record<string, string | number> = {},
): string {
  const route = target.route.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${target.route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${target.scope}${route}`;
}

/** The `METHOD /api/scope/route` key the server's route table and the OpenAPI document use. */
export const endpointKey = (target: Pick<Endpoint, 'method' | 'scope' | 'route'>): string =>
  `${target.method} /api/${target.scope}${target.route}`;

/** The values a query is written with: each field of the schema's input, numbers also for text. */
export type QueryValues<Input> = {
  [Key in keyof Input]: Input[Key] | (string extends Input[Key] ? number | boolean : never);
};
