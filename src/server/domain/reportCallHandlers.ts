import type { z } from 'zod';
import { type REPORT_CALLS, REPORT_MESSAGES, type ReportBatchCallName } from '../../contract';
import type { Db } from '../db/database';
import type { VisitSigner } from '../visit/visitSigner';
import { notFound } from './errors';
import { saveAnswerFields, saveQuestionChange, saveReportSummary, saveSectionComment } from './reportWrites';
import { appendVisitEntry } from './visitRecord/visitEntries';

/**
 * The report calls that also travel in batches, each written once: its own route
 * (routes/auditor/report.ts) and the batch call (reportBatch.ts) run the same handler, so an entry
 * of a batch is answered exactly as its own call would be.
 */

type Call<Name extends ReportBatchCallName> = (typeof REPORT_CALLS)[Name];
export interface CallInput<Name extends ReportBatchCallName> {
  params: z.output<Call<Name>['params']>;
  body: z.output<Call<Name>['body']>;
}
/** What each call answers: the answer calls also give the report's completion now. */
interface CallAnswers {
  answer: { detail: string; completion_percentage: number };
  answerComment: { detail: string; completion_percentage: number };
  sectionComment: { detail: string };
  reportSummary: { detail: string };
  visitEntry: { detail: string; seq: number };
}
/** What a handler needs beyond the database: the key that checks a visit entry's time token. */
export interface CallContext {
  signer: VisitSigner | null;
}
type Handler<Name extends ReportBatchCallName> = (
  db: Db,
  auditorId: number,
  input: CallInput<Name>,
  context: CallContext,
) => Promise<CallAnswers[Name]>;

export const REPORT_CALL_HANDLERS: { [Name in ReportBatchCallName]: Handler<Name> } = {
  answer: async (db, auditorId, { params, body }) => {
    const target = { auditorId, auditStoreId: body.audit_store, questionId: params.id };
    const percent = await saveQuestionChange(db, target, {
      answer_text: body.status ? body.answer_text : [],
      not_applicable: body.not_applicable,
    });
    return { detail: REPORT_MESSAGES.dataSaved, completion_percentage: percent };
  },

  answerComment: async (db, auditorId, { params, body }) => {
    if (body.question_id !== params.id) throw notFound();
    const target = { auditorId, auditStoreId: body.audit_store_id, questionId: params.id };
    const percent = await saveAnswerFields(db, target, {
      answerText: null,
      status: null,
      notApplicable: null,
      comment: body.answer_comment,
    });
    return { detail: REPORT_MESSAGES.dataSaved, completion_percentage: percent };
  },

  sectionComment: async (db, auditorId, { params, body }) => {
    const target = { auditorId, auditStoreId: body.audit_store, sectionId: params.id };
    await saveSectionComment(db, target, body.auditor_comment);
    return { detail: REPORT_MESSAGES.dataSaved };
  },

  reportSummary: async (db, auditorId, { params, body }) => {
    await saveReportSummary(db, { auditorId, auditStoreId: params.id }, body.report_summary);
    return { detail: REPORT_MESSAGES.dataSaved };
  },

  visitEntry: (db, auditorId, { params, body }, { signer }) =>
    appendVisitEntry(db, signer, { auditorId, auditStoreId: params.id }, body),
};
