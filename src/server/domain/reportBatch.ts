import {
  matchBatchCall,
  nestedTooDeepAt,
  REPORT_CALLS,
  type ReportBatchBody,
  type ReportBatchCallName,
  type ReportBatchResult,
  tooDeepErrors,
  zodFieldErrors,
} from '../../contract';
import type { Db } from '../db/database';
import { inSavepoint, inSavepointTransaction } from '../db/groupCommit';
import { fieldsRefused, NotFoundError } from './errors';
import { type CallContext, type CallInput, REPORT_CALL_HANDLERS } from './reportCallHandlers';
import { lockReports } from './reportLock';

/** How the HTTP layer answers an error: each failed entry gets the answer its own call would get. */
export type ErrorAnswer = (error: unknown) => ReportBatchResult;

/**
 * Applies a batch of queued report calls in ONE transaction, in their order, and answers each
 * entry as its own call would have: 200 with its body, or the 400/404 of its refusal.
 *
 * - **One commit for the batch.** A device coming back online sends its queue in a few requests,
 *   and the server pays one durable commit (one fsync on SQLite) for up to REPORT_BATCH_MAX
 *   writes instead of one each.
 * - **A refusal is the entry's alone.** Each entry runs inside a savepoint; a refused or failed
 *   entry rolls back to it, so its partial writes vanish while the others stay.
 * - **Idempotent.** Every batchable call is an upsert of a whole value by natural key
 * (decision 0004), so a batch replayed after a lost response leaves the same state.
 * - **The same rules.** An entry's path and body are parsed with its call's own contract schemas
 *   and run by the same handler as its route (reportCallHandlers.ts): ownership, the
 *   ACKNOWLEDGED-only finish of decision 0006, completion.
 */
export async function applyReportBatch(
  db: Db,
  auditorId: number,
  calls: ReportBatchBody['calls'],
  answerOf: ErrorAnswer,
  context: CallContext,
): Promise<ReportBatchResult[]> {
  // an entry that breaks its parse in a way no schema foresaw is answered alone, as a refusal is
  const entries = calls.map((call) => {
    try {
      return parseEntry(call);
    } catch (error) {
      return answerOf(error);
    }
  });
  return inSavepointTransaction(db, async (trx) => {
    // every report the batch writes, taken before any entry runs (reportLock.ts)
    await lockReports(
      trx,
      auditorId,
      entries.flatMap((entry) => ('status' in entry ? [] : [reportOf(entry)])),
    );
    const results: ReportBatchResult[] = [];
    for (const parsed of entries) {
      if ('status' in parsed) {
        results.push(parsed);
        continue;
      }
      const outcome = await inSavepoint(trx, (entry) => runHandler(entry, auditorId, parsed, context));
      results.push(outcome.ok ? { status: 200, body: outcome.value } : answerOf(outcome.error));
    }
    return results;
  });

  function parseEntry(call: ReportBatchBody['calls'][number]): ParsedEntry | ReportBatchResult {
    const matched = matchBatchCall(call.path);
    if (!matched) return answerOf(new NotFoundError());
    const schemas = REPORT_CALLS[matched.name];
    const params = schemas.params.safeParse(matched.params);
    if (!params.success) return answerOf(new NotFoundError());
    // checked before the schema reads it, as the HTTP layer checks a single call's body
    // (http/unstorableInput.ts): a recursive schema would overflow the stack on it
    const deepAt = nestedTooDeepAt(call.body);
    if (deepAt !== undefined) return answerOf(fieldsRefused(tooDeepErrors(deepAt)));
    const body = schemas.body.safeParse(call.body);
    if (!body.success) return answerOf(fieldsRefused(zodFieldErrors(body.error)));
    return { name: matched.name, input: { params: params.data, body: body.data } } as ParsedEntry;
  }
}

type ParsedEntry = {
  [Name in ReportBatchCallName]: { name: Name; input: CallInput<Name> };
}[ReportBatchCallName];

/** The report an entry writes to. */
function reportOf(entry: ParsedEntry): number {
  switch (entry.name) {
    case 'answer':
      return entry.input.body.audit_store;
    case 'answerComment':
      return entry.input.body.audit_store_id;
    case 'sectionComment':
      return entry.input.body.audit_store;
    case 'reportSummary':
    case 'visitEntry':
      return entry.input.params.id;
  }
}

function runHandler(db: Db, auditorId: number, entry: ParsedEntry, context: CallContext) {
  switch (entry.name) {
    case 'answer':
      return REPORT_CALL_HANDLERS.answer(db, auditorId, entry.input, context);
    case 'answerComment':
      return REPORT_CALL_HANDLERS.answerComment(db, auditorId, entry.input, context);
    case 'sectionComment':
      return REPORT_CALL_HANDLERS.sectionComment(db, auditorId, entry.input, context);
    case 'reportSummary':
      return REPORT_CALL_HANDLERS.reportSummary(db, auditorId, entry.input, context);
    case 'visitEntry':
      return REPORT_CALL_HANDLERS.visitEntry(db, auditorId, entry.input, context);
  }
}
