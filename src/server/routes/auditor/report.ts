import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerSchema,
  detailSchema,
  idParamsSchema,
  notApplicableBodySchema,
  REPORT_MESSAGES,
  REPORT_WRITE_CALLS,
  reportFeedbackSchema,
  reportSavedSchema,
  reportSectionSchema,
  sectionSchema,
  storeQuestionParamsSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { findOwnAuditStore } from '../../domain/auditStores';
import { notFound } from '../../domain/errors';
import { loadAnswers, loadQuestionnaire, loadReportSections } from '../../domain/reportData';
import { loadFeedback, saveFeedback, saveNps } from '../../domain/reportRatings';
import { saveAnswerFields, saveReportSummary, saveSectionComment } from '../../domain/reportWrites';
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

    app.post(calls.answer.route, writeSchema(calls.answer, saved), async (request) => {
      const { body } = request;
      const notApplicable = body.not_applicable === true;
      const answerText = body.status && !notApplicable ? body.answer_text : [];
      const percent = await saveAnswerFields(db, questionOf(request, body.audit_store, request.params.id), {
        answerText: JSON.stringify(answerText),
        status: answerText.length > 0 ? 1 : 0,
        // choosing an answer clears Not Applicable; an explicit flag sets it either way; an
        // empty answer without the flag keeps it
        notApplicable:
          body.not_applicable !== undefined ? Number(notApplicable) : answerText.length > 0 ? 0 : null,
        comment: null,
      });
      return { detail: REPORT_MESSAGES.dataSaved, completion_percentage: percent };
    });

    app.post(calls.answerComment.route, writeSchema(calls.answerComment, saved), async (request) => {
      if (request.body.question_id !== request.params.id) throw notFound();
      const target = questionOf(request, request.body.audit_store_id, request.params.id);
      const percent = await saveAnswerFields(db, target, {
        answerText: null,
        status: null,
        notApplicable: null,
        comment: request.body.answer_comment,
      });
      return { detail: REPORT_MESSAGES.dataSaved, completion_percentage: percent };
    });

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

    app.post(calls.sectionComment.route, writeSchema(calls.sectionComment, detailSchema), async (request) => {
      const target = {
        auditorId: currentUser(request).id,
        auditStoreId: request.body.audit_store,
        sectionId: request.params.id,
      };
      await saveSectionComment(db, target, request.body.auditor_comment);
      return { detail: REPORT_MESSAGES.dataSaved };
    });

    app.post(calls.reportSummary.route, writeSchema(calls.reportSummary, detailSchema), async (request) => {
      const target = { auditorId: currentUser(request).id, auditStoreId: request.params.id };
      await saveReportSummary(db, target, request.body.report_summary);
      return { detail: REPORT_MESSAGES.dataSaved };
    });

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
