import { z } from 'zod';
import { proofNoteBodySchema } from './proofNotes';
import {
  answerBodySchema,
  answerCommentBodySchema,
  idParamsSchema,
  npsBodySchema,
  reportFeedbackSchema,
  reportSummaryBodySchema,
  sectionCommentBodySchema,
} from './report';
import { arrangeBodySchema, proofIdParamsSchema, proofTagBodySchema } from './reportProofs';

/**
 * The report's write calls, each declared once: its route, the schema its params are read with and
 * the schema of its body. The server registers each route from here (routes/auditor/report.ts) and
 * the device's outbox builds each request with `buildRequest` (client/offline/reportActions.ts),
 * so a field renamed in a body schema breaks the build on both sides instead of reaching the
 * outbox as a 400 (issue 11). They are the calls the offline engine queues: every one an upsert
 * by natural key, so a replay or a coalesced send leaves the same state.
 */

/** The params of a call's path: a row id, or an attachment's UUID. */
export type CallParamsSchema = typeof idParamsSchema | typeof proofIdParamsSchema;

/** One write call: `route` is relative to its `scope`, as the server's route plugin is mounted. */
export interface WriteCall<
  Route extends string,
  Body extends z.ZodType,
  Params extends CallParamsSchema = CallParamsSchema,
> {
  method: 'POST';
  scope: 'auditor';
  route: Route;
  params: Params;
  body: Body;
}

export function writeCall<
  Route extends string,
  Body extends z.ZodType,
  Params extends CallParamsSchema = typeof idParamsSchema,
>(route: Route, body: Body, params?: Params): WriteCall<Route, Body, Params> {
  return { method: 'POST', scope: 'auditor', route, params: (params ?? idParamsSchema) as Params, body };
}

export const REPORT_WRITE_CALLS = {
  /** the whole state of one question: its answer and Not Applicable */
  answer: writeCall('/question/:id/answer', answerBodySchema),
  answerComment: writeCall('/question/:id/answer_comment', answerCommentBodySchema),
  sectionComment: writeCall('/section/:id/comment', sectionCommentBodySchema),
  reportSummary: writeCall('/audit_store/:id/report_summary', reportSummaryBodySchema),
  /** the two star ratings and their text, after submit */
  feedback: writeCall('/audit_store/:id/report_feedback', reportFeedbackSchema),
  /** the 1 to 10 experience, after submit */
  nps: writeCall('/audit_store/:id/nps_section', npsBodySchema),
  /** a proof's tag (an uploaded proof: one still on the device carries its tag in its upload start) */
  proofTag: writeCall('/attachment/:id/proof_tag', proofTagBodySchema, proofIdParamsSchema),
  /** the order of a section's proofs */
  arrange: writeCall('/attachment/:id/arrange_attachment', arrangeBodySchema, proofIdParamsSchema),
  /** why an optional proof is not attached (the proof-tag modal; decision 0017) */
  proofNote: writeCall('/audit_store/:id/proof_note', proofNoteBodySchema),
};
export type ReportWriteCallName = keyof typeof REPORT_WRITE_CALLS;

/**
 * The report's reads, paths relative to /api/. The device keeps each answer under its path (the
 * offline copies of a report: client/offline/reportCopies.ts).
 */
export const REPORT_READ_PATHS = {
  auditStore: (id: number) => `auditor/audit_store/${id}`,
  sections: (id: number) => `auditor/audit_store/${id}/section`,
  reportSections: (id: number) => `auditor/audit_store/${id}/report_section`,
  answers: (id: number) => `auditor/audit_store/${id}/answer`,
  guideline: (id: number) => `auditor/audit_store/${id}/guildline`,
  proofNotes: (id: number) => `auditor/audit_store/${id}/proof_note`,
};

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

/**
 * The request of one call: its path with the ids filled in, and the body typed by the call's
 * schema (its input, as the device holds it before the server parses it).
 */
export function buildRequest<Route extends string, Body extends z.ZodType, Params extends CallParamsSchema>(
  call: WriteCall<Route, Body, Params>,
  params: Record<RouteParamNames<Route>, Params extends typeof idParamsSchema ? number : string>,
  body: z.input<Body>,
): CallRequest<z.input<Body>> {
  const ids: Record<string, number | string> = params;
  const route = call.route.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(String(ids[name])));
  return { method: call.method, path: `${call.scope}${route}` as CallPath, body };
}

/** The request of any report write call: what the outbox stores. */
export type ReportWriteRequest = {
  [Name in ReportWriteCallName]: CallRequest<z.input<(typeof REPORT_WRITE_CALLS)[Name]['body']>>;
}[ReportWriteCallName];

/**
 * The batch call (issue 16): many queued report calls in one request, applied by the server in one
 * transaction with a result per entry, each entry as its own call would have answered. Only the
 * calls that come in numbers (answers and typed text) travel in batches; the rest go one by one.
 */
export const REPORT_BATCH_CALLS = ['answer', 'answerComment', 'sectionComment', 'reportSummary'] as const;
export type ReportBatchCallName = (typeof REPORT_BATCH_CALLS)[number];
export const REPORT_BATCH_MAX = 100;
/**
 * The most a batch's calls may weigh as JSON (UTF-8 bytes): well inside the server's 1 MB body
 * limit, so a batch of long texts in a script of three bytes a character is split before it is
 * sent, never refused whole (which would have put every entry in "need attention").
 */
export const REPORT_BATCH_MAX_BYTES = 256 * 1024;
/** relative to /api/, as outbox paths are */
export const REPORT_BATCH_PATH = 'auditor/report_batch';

export const reportBatchBodySchema = z.object({
  calls: z
    .array(z.object({ path: z.string().min(1).max(300), body: z.unknown() }))
    .min(1)
    .max(REPORT_BATCH_MAX),
});
export type ReportBatchBody = z.infer<typeof reportBatchBodySchema>;

/** One entry's answer: the status and body its own call would have answered with. */
export const reportBatchResultSchema = z.object({ status: z.number().int(), body: z.unknown() });
export const reportBatchAnswerSchema = z.object({ results: z.array(reportBatchResultSchema) });
export type ReportBatchResult = z.infer<typeof reportBatchResultSchema>;

const batchRoutes = REPORT_BATCH_CALLS.map((name) => {
  const call = REPORT_WRITE_CALLS[name];
  const names: string[] = [];
  const pattern = call.route.replace(/:([a-z_]+)/g, (_, param: string) => {
    names.push(param);
    return '([^/]+)';
  });
  return { name, names, regex: new RegExp(`^${call.scope}${pattern}$`) };
});

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
