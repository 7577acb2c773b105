import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerSchema,
  detailSchema,
  idParamsSchema,
  notApplicableBodySchema,
  REPORT_MESSAGES,
  REPORT_WRITE_CALLS,
  reportBatchAnswerSchema,
  reportBatchBodySchema,
  reportFeedbackSchema,
  reportSavedSchema,
  reportSectionSchema,
  sectionSchema,
  storeQuestionParamsSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { findOwnAuditStore } from '../../domain/auditStores';
import { applyReportBatch, REPORT_BATCH_ROUTE } from '../../domain/reportBatch';
import { REPORT_CALL_HANDLERS } from '../../domain/reportCallHandlers';
import { loadAnswers, loadQuestionnaire, loadReportSections } from '../../domain/reportData';
import { loadFeedback, saveFeedback, saveNps } from '../../domain/reportRatings';
import { saveAnswerFields } from '../../domain/reportWrites';
import { errorAnswer } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { writeSchema } from '../writeCalls';

const saved = reportSavedSchema;
const calls = REPORT_WRITE_CALLS;

/**
 * The questionnaire, the auditor's answers and the rating after submit (spec: Report calls).
 * Every write is an upsert, registered from the contract's `REPORT_WRITE_CALLS`: the calls the
 * device's outbox builds from the same table.
 */
export const reportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    type Request = Parameters<typeof currentUser>[0];
    const own = (request: Request, id: number) => findOwnAuditStore(db, currentUser(request).id, id);
    const questionOf = (request: Request, auditStoreId: number, questionId: number) => ({
      auditorId: currentUser(request).id,
      auditStoreId,
      questionId,
    });

    app.get(
      '/audit_store/:id/section',
      { schema: { params: idParamsSchema, response: { 200: z.array(sectionSchema) } } },
      async (request) => loadQuestionnaire(db, (await own(request, request.params.id)).cycle_id),
    );

    app.get(
      '/audit_store/:id/report_section',
      { schema: { params: idParamsSchema, response: { 200: z.array(reportSectionSchema) } } },
      async (request) => loadReportSections(db, (await own(request, request.params.id)).id),
    );

    app.get(
      '/audit_store/:id/answer',
      { schema: { params: idParamsSchema, response: { 200: z.array(answerSchema) } } },
      async (request) => loadAnswers(db, (await own(request, request.params.id)).id),
    );

    const handlers = REPORT_CALL_HANDLERS;
    app.post(calls.answer.route, writeSchema(calls.answer, saved), async (request) =>
      handlers.answer(db, currentUser(request).id, request),
    );

    app.post(calls.answerComment.route, writeSchema(calls.answerComment, saved), async (request) =>
      handlers.answerComment(db, currentUser(request).id, request),
    );

    app.post(
      '/audit_store/:id/question/:qid/not_applicable',
      {
        schema: {
          params: storeQuestionParamsSchema,
          body: notApplicableBodySchema,
          response: { 200: saved },
        },
      },
      async (request) => {
        const na = request.body.not_applicable;
        const target = questionOf(request, request.params.id, request.params.qid);
        const percent = await saveAnswerFields(db, target, {
          // Not Applicable replaces any chosen answer; clearing it keeps the answer as it was
          answerText: na ? '[]' : null,
          status: na ? 0 : null,
          notApplicable: Number(na),
          comment: null,
        });
        return { detail: REPORT_MESSAGES.notApplicableSaved, completion_percentage: percent };
      },
    );

    app.post(calls.sectionComment.route, writeSchema(calls.sectionComment, detailSchema), async (request) =>
      handlers.sectionComment(db, currentUser(request).id, request),
    );

    app.post(calls.reportSummary.route, writeSchema(calls.reportSummary, detailSchema), async (request) =>
      handlers.reportSummary(db, currentUser(request).id, request),
    );

    app.post(
      REPORT_BATCH_ROUTE,
      { schema: { body: reportBatchBodySchema, response: { 200: reportBatchAnswerSchema } } },
      async (request) => ({
        results: await applyReportBatch(db, currentUser(request).id, request.body.calls, (error) => {
          const answer = errorAnswer(error);
          if (answer.unexpected) request.log.error({ err: error }, 'batch entry failed');
          return answer;
        }),
      }),
    );

    app.get(
      '/audit_store/:id/report_feedback',
      { schema: { params: idParamsSchema, response: { 200: reportFeedbackSchema.nullable() } } },
      async (request) => loadFeedback(db, (await own(request, request.params.id)).id),
    );

    app.post(calls.feedback.route, writeSchema(calls.feedback, detailSchema), async (request) => {
      await saveFeedback(db, await own(request, request.params.id), request.body);
      return { detail: REPORT_MESSAGES.ratingSubmitted };
    });

    app.post(calls.nps.route, writeSchema(calls.nps, detailSchema), async (request) => {
      await saveNps(db, await own(request, request.params.id), request.body.nps_section);
      return { detail: REPORT_MESSAGES.ratingSubmitted };
    });
  };
