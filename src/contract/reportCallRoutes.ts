import type { z } from 'zod';
import type { proofNoteBodySchema } from './proofNotes';
import type {
  answerBodySchema,
  answerCommentBodySchema,
  npsBodySchema,
  reportFeedbackSchema,
  reportSummaryBodySchema,
  sectionCommentBodySchema,
} from './report';
import type { arrangeBodySchema, proofTagBodySchema } from './reportProofs';
import type { visitEntryBodySchema } from './visitRecord';

/**
 * The routes of the report calls, and how a request to one is built: what the device's
 * outbox needs, with no schema in it. The schemas import here as types only, so the report's writer
 * worker and the service worker build requests without carrying zod (decisions 0026, 0035); the
 * body types still come from the schemas, and `reportCalls.ts` pairs each route with its schemas
 * for the server, so a field renamed in a body schema still breaks the build on both sides.
 */

/** What a route's `:id` is: a row id, or an attachment's UUID. */
export type CallIdKind = 'id' | 'proofId';

/** One queued call's route: `route` is relative to its `scope`, as the server's plugin is mounted. */
export interface QueuedCallRoute<Route extends string, BodyIn, Id extends CallIdKind = CallIdKind> {
  method: 'POST';
  /** the auditor's calls, and a store manager's answers to an action plan (decision 0085) */
  scope: 'auditor' | 'brand';
  route: Route;
  id: Id;
  /** type only, never set: the body as the device holds it (its schema's input) */
  readonly bodyIn?: BodyIn;
}

/** `queuedCallRoute<Body>()('/question/:id/answer')`: the route of a call whose body is `Body`. */
export const queuedCallRoute =
  <BodyIn>() =>
  <Route extends string, Id extends CallIdKind = 'id'>(
    route: Route,
    id?: Id,
    scope: 'auditor' | 'brand' = 'auditor',
  ): QueuedCallRoute<Route, BodyIn, Id> => ({
    method: 'POST',
    scope,
    route,
    id: (id ?? 'id') as Id,
  });

export const REPORT_CALL_ROUTES = {
  /** the whole state of one question: its answer and Not Applicable */
  answer: queuedCallRoute<z.input<typeof answerBodySchema>>()('/question/:id/answer'),
  answerComment: queuedCallRoute<z.input<typeof answerCommentBodySchema>>()('/question/:id/answer_comment'),
  sectionComment: queuedCallRoute<z.input<typeof sectionCommentBodySchema>>()('/section/:id/comment'),
  reportSummary: queuedCallRoute<z.input<typeof reportSummaryBodySchema>>()(
    '/audit_store/:id/report_summary',
  ),
  /** the two star ratings and their text, after submit */
  feedback: queuedCallRoute<z.input<typeof reportFeedbackSchema>>()('/audit_store/:id/report_feedback'),
  /** the 1 to 10 experience, after submit */
  nps: queuedCallRoute<z.input<typeof npsBodySchema>>()('/audit_store/:id/nps_section'),
  /** a proof's tag (an uploaded proof: one still on the device carries its tag in its upload start) */
  proofTag: queuedCallRoute<z.input<typeof proofTagBodySchema>>()('/attachment/:id/proof_tag', 'proofId'),
  /** the order of a section's proofs */
  arrange: queuedCallRoute<z.input<typeof arrangeBodySchema>>()(
    '/attachment/:id/arrange_attachment',
    'proofId',
  ),
  /** why an optional proof is not attached (the proof-tag modal; decision 0017) */
  proofNote: queuedCallRoute<z.input<typeof proofNoteBodySchema>>()('/audit_store/:id/proof_note'),
  /** one entry of the visit record (decision 0045): kept by its number, so a resend changes nothing */
  visitEntry: queuedCallRoute<z.input<typeof visitEntryBodySchema>>()('/audit_store/:id/visit_entry'),
};
export type ReportCallName = keyof typeof REPORT_CALL_ROUTES;

/**
 * Routes the service worker sends to besides the queued calls, with no schema (decision 0035):
 * the endpoint tables (endpoints/report.ts, endpoints/reportProofs.ts) are made from these, so
 * each route is still written once.
 */
// two constants, so REPORT_BATCH_PATH below folds into one string at build time: the writer
// worker, which imports this module and never sends a batch, carries neither
const batchScope = 'auditor';
const batchRoute = '/report_batch';
/** the batch of queued report calls (below; server/domain/reportBatch.ts) */
export const REPORT_BATCH_ROUTE = { method: 'POST', scope: batchScope, route: batchRoute } as const;
/** the upload start of a section's proof (offline/fetchTransport.ts) */
export const PROOF_UPLOAD_START_ROUTE = {
  method: 'POST',
  scope: 'auditor',
  route: '/audit_store/:id/section/:sectionId/attachment',
} as const;
/** the upload start of an ID proof (offline/fetchTransport.ts; the page's queue too, decision 0073) */
export const ID_PROOF_UPLOAD_START_ROUTE = {
  method: 'POST',
  scope: 'auditor',
  route: '/id_proof/attachment',
} as const;
/** the upload complete of any attachment (offline/fetchTransport.ts, the ID proofs panel) */
export const ATTACHMENT_COMPLETE_ROUTE = {
  method: 'POST',
  scope: 'auditor',
  route: '/attachment/:id/complete',
} as const;
/** an upload in parts: what the store holds (decision 0071; offline/partUpload.ts) */
export const ATTACHMENT_PARTS_ROUTE = {
  method: 'POST',
  scope: 'auditor',
  route: '/attachment/:id/parts',
} as const;
/** an upload in parts: where to send one part */
export const ATTACHMENT_PART_ROUTE = {
  method: 'POST',
  scope: 'auditor',
  route: '/attachment/:id/parts/:part',
} as const;
/** an upload in parts, on a store that cannot list its parts: this part landed */
export const ATTACHMENT_PART_LANDED_ROUTE = {
  method: 'POST',
  scope: 'auditor',
  route: '/attachment/:id/parts/:part/landed',
} as const;

/** The names of a route's `:params`: '/question/:id/answer' gives 'id'. */
export type RouteParamNames<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

declare const builtFromCall: unique symbol;
/**
 * A path relative to /api/, e.g. 'auditor/question/12/answer', that only `buildRequest` makes: a
 * request spelled by hand does not type-check where a built one is asked for.
 */
export type CallPath = string & { readonly [builtFromCall]: true };

/** A request as it is sent. */
export interface CallRequest<Body> {
  method: 'POST';
  path: CallPath;
  body: Body;
}

/** The request of one call: its path with the ids filled in, and the body typed by the call's schema. */
export function buildRequest<Route extends string, BodyIn, Id extends CallIdKind>(
  call: QueuedCallRoute<Route, BodyIn, Id>,
  params: Record<RouteParamNames<Route>, Id extends 'id' ? number : string>,
  body: BodyIn,
): CallRequest<BodyIn> {
  const ids: Record<string, number | string> = params;
  const route = call.route.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(String(ids[name])));
  return { method: call.method, path: `${call.scope}${route}` as CallPath, body };
}

/** The request of any report call: what the outbox stores. */
export type ReportCallRequest = {
  [Name in ReportCallName]: CallRequest<NonNullable<(typeof REPORT_CALL_ROUTES)[Name]['bodyIn']>>;
}[ReportCallName];

/**
 * The batch call (decision 0027; docs/api.md#the-batch-call): many queued report calls in one
 * request, applied by the server in one transaction with a result per entry, each entry as its own
 * call would have answered. Only the calls that come in numbers (answers and typed text) travel in
 * batches; the rest go one by one.
 */
export const REPORT_BATCH_CALLS = [
  'answer',
  'answerComment',
  'sectionComment',
  'reportSummary',
  // each change records an entry too (decision 0045): in the change's batch, not a request of its own
  'visitEntry',
] as const;
export type ReportBatchCallName = (typeof REPORT_BATCH_CALLS)[number];
export const REPORT_BATCH_MAX = 100;
/**
 * The most a batch's calls may weigh as JSON (UTF-8 bytes): well inside the server's 1 MB body
 * limit, so a batch of long texts in a script of three bytes a character is split before it is
 * sent, never refused whole (which would have put every entry in "need attention").
 */
export const REPORT_BATCH_MAX_BYTES = 256 * 1024;
/** REPORT_BATCH_ROUTE's path relative to /api/, as outbox paths are */
export const REPORT_BATCH_PATH = `${batchScope}${batchRoute}` as const;

const batchRoutes = REPORT_BATCH_CALLS.map((name) => {
  const call = REPORT_CALL_ROUTES[name];
  const names: string[] = [];
  const pattern = call.route.replace(/:([a-z_]+)/g, (_, param: string) => {
    names.push(param);
    return '([^/]+)';
  });
  return { name, names, regex: new RegExp(`^${call.scope}${pattern}$`) };
});

/**
 * Whether a queued request is an entry of the visit record: evidence, never a gate (decision
 * 0045), so a refused one is dropped rather than held for the auditor, and the server's judgement
 * of the record at Submit says what is missing.
 */
export const isVisitEntryPath = (path: string) => matchBatchCall(path)?.name === 'visitEntry';

/** Which batchable call a queued request's path is, with its raw path params; undefined if none. */
export function matchBatchCall(
  path: string,
): { name: ReportBatchCallName; params: Record<string, string> } | undefined {
  for (const { name, names, regex } of batchRoutes) {
    const match = regex.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((param, i) => {
      params[param] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { name, params };
  }
  return undefined;
}

/** One entry's answer in a batch: the status and body its own call would have answered with. */
export interface ReportBatchEntryAnswer {
  status: number;
  body: unknown;
}

/**
 * A batch's answer as the offline engine reads it, with no zod loaded (decision 0053): one result
 * per entry sent, each with an integer status; undefined for any other body, such as a 2xx that
 * did not come from this server. The server answers through `reportBatchAnswerSchema`.
 */
export function batchResultsOf(body: unknown, count: number): ReportBatchEntryAnswer[] | undefined {
  if (typeof body !== 'object' || body === null || !('results' in body)) return undefined;
  const { results } = body;
  if (!Array.isArray(results) || results.length !== count) return undefined;
  const entries: ReportBatchEntryAnswer[] = [];
  for (const result of results as unknown[]) {
    if (typeof result !== 'object' || result === null || !('status' in result)) return undefined;
    if (!Number.isInteger(result.status)) return undefined;
    entries.push({ status: result.status as number, body: 'body' in result ? result.body : undefined });
  }
  return entries;
}
