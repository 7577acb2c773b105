import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { idParamsSchema } from './ids';
import { proofNoteBodySchema } from './proofNotes';
import {
  answerBodySchema,
  answerCommentBodySchema,
  npsBodySchema,
  reportFeedbackSchema,
  reportSummaryBodySchema,
  sectionCommentBodySchema,
} from './report';
import {
  type CallIdKind,
  type QueuedCallRoute,
  REPORT_BATCH_MAX,
  REPORT_CALL_ROUTES,
} from './reportCallRoutes';
import { arrangeBodySchema, proofIdParamsSchema, proofTagBodySchema } from './reportProofs';
import { visitEntryBodySchema } from './visitRecord';

export * from './reportCallRoutes';

/**
 * The report calls, each declared once: its route (reportCallRoutes.ts), the schema its
 * params are read with and the schema of its body. The server registers each route from here
 * (routes/auditor/report.ts) and the device's outbox builds each request from the same route with
 * `buildRequest` (offline/reportActions.ts), its body typed by the schema here, so a field
 * renamed in a body schema breaks the build on both sides instead of reaching the outbox as a 400
 * (decision 0013). They are the calls the offline engine queues: every one an upsert by natural
 * key, so a replay or a coalesced send leaves the same state.
 */

/** The params of a call's path: a row id, or an attachment's UUID. */
export type CallParamsSchema = typeof idParamsSchema | typeof proofIdParamsSchema;
type ParamsOf<Id extends CallIdKind> = Id extends 'proofId'
  ? typeof proofIdParamsSchema
  : typeof idParamsSchema;

/** One queued call: its route, with the schemas the server reads its params and body with. */
export interface QueuedCall<
  Route extends string,
  Body extends z.ZodType,
  Params extends CallParamsSchema = CallParamsSchema,
> extends QueuedCallRoute<Route, z.input<Body>> {
  params: Params;
  body: Body;
}

/** The call of `route` whose body `body` parses: the route's body type must be the schema's input. */
export function queuedCall<Route extends string, Body extends z.ZodType, Id extends CallIdKind>(
  route: QueuedCallRoute<Route, z.input<Body>, Id>,
  body: Body,
): QueuedCall<Route, Body, ParamsOf<Id>> {
  const params = (route.id === 'proofId' ? proofIdParamsSchema : idParamsSchema) as ParamsOf<Id>;
  return { ...route, params, body };
}

const routes = REPORT_CALL_ROUTES;
export const REPORT_CALLS = {
  answer: queuedCall(routes.answer, answerBodySchema),
  answerComment: queuedCall(routes.answerComment, answerCommentBodySchema),
  sectionComment: queuedCall(routes.sectionComment, sectionCommentBodySchema),
  reportSummary: queuedCall(routes.reportSummary, reportSummaryBodySchema),
  feedback: queuedCall(routes.feedback, reportFeedbackSchema),
  nps: queuedCall(routes.nps, npsBodySchema),
  proofTag: queuedCall(routes.proofTag, proofTagBodySchema),
  arrange: queuedCall(routes.arrange, arrangeBodySchema),
  proofNote: queuedCall(routes.proofNote, proofNoteBodySchema),
  visitEntry: queuedCall(routes.visitEntry, visitEntryBodySchema),
} satisfies Record<keyof typeof REPORT_CALL_ROUTES, unknown>;

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

/** The endpoint a queued call is, answering `Answer`. */
type EndpointOfCall<Call, Answer extends z.ZodType> =
  Call extends QueuedCall<infer Route, infer Body, infer Params>
    ? Endpoint<Route, Params, undefined, Body, Answer>
    : never;

/**
 * A queued call as an endpoint of the tables (decision 0035): the outbox builds its request
 * from the call's route, the server serves it from the endpoint, and both read the same schemas.
 * Named by its table and key rather than passed itself, so the caller reads no property: an
 * unused endpoint is then dropped from a bundle whole (endpoint.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function queuedCallEndpoint<
  Calls extends Record<string, QueuedCall<string, z.ZodType, CallParamsSchema>>,
  Name extends keyof Calls & string,
  Answer extends z.ZodType,
>(calls: Calls, name: Name, answer: Answer): EndpointOfCall<Calls[Name], Answer> {
  const call = calls[name] as QueuedCall<string, z.ZodType, CallParamsSchema>;
  const endpoint: Endpoint = {
    method: call.method,
    scope: call.scope,
    route: call.route,
    params: call.params,
    query: undefined,
    body: call.body,
    answer,
  };
  return endpoint as EndpointOfCall<Calls[Name], Answer>;
}
