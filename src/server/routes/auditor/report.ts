import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBodySchema,
  answerCommentBodySchema,
  answerSchema,
  idParamsSchema,
  notApplicableBodySchema,
  REPORT_MESSAGES,
  reportSectionSchema,
  reportSummaryBodySchema,
  sectionCommentBodySchema,
  sectionSchema,
  storeQuestionParamsSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { type AuditStoreRow, findOwnAuditStore } from '../../domain/auditStores';
import { requireEditable } from '../../domain/auditStoreTransitions';
import {
  loadAnswers,
  loadQuestionnaire,
  loadReportSections,
  refreshCompletion,
} from '../../domain/reportData';
import { notFound } from '../../http/errors';
import { currentUser } from '../../http/guards';

const saved = z.object({ detail: z.string(), completion_percentage: z.number().int() });

/** The questionnaire and the auditor's answers (spec: Report calls). Every write is an upsert. */
export const reportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const own = (request: Parameters<typeof currentUser>[0], id: number) =>
      findOwnAuditStore(db, currentUser(request).id, id);

    /** The question must belong to this audit store's questionnaire. */
    async function requireQuestion(row: AuditStoreRow, questionId: number): Promise<void> {
      const found = await db
        .selectFrom('questions')
        .innerJoin('sections', 'sections.id', 'questions.section_id')
        .select('questions.id')
        .where('questions.id', '=', questionId)
        .where('sections.audit_cycle_id', '=', row.cycle_id)
        .executeTakeFirst();
      if (!found) throw notFound();
    }

    async function upsertAnswer(
      row: AuditStoreRow,
      questionId: number,
      values: { answer_text?: string; status?: number; not_applicable?: number; answer_comment?: string },
    ) {
      const at = new Date().toISOString();
      await db
        .insertInto('answers')
        .values({ audit_store_id: row.id, question_id: questionId, ...values, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['audit_store_id', 'question_id']).doUpdateSet({ ...values, updated_at: at }),
        )
        .execute();
      return refreshCompletion(db, row.id, row.cycle_id);
    }

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

    app.post(
      '/question/:id/answer',
      { schema: { params: idParamsSchema, body: answerBodySchema, response: { 200: saved } } },
      async (request) => {
        const row = await own(request, request.body.audit_store);
        await requireQuestion(row, request.params.id);
        requireEditable(row);
        const notApplicable = request.body.not_applicable === true;
        const answerText = request.body.status && !notApplicable ? request.body.answer_text : [];
        const percent = await upsertAnswer(row, request.params.id, {
          answer_text: JSON.stringify(answerText),
          status: answerText.length > 0 ? 1 : 0,
          // choosing an answer clears Not Applicable; an explicit flag sets it either way
          ...(request.body.not_applicable !== undefined
            ? { not_applicable: notApplicable ? 1 : 0 }
            : answerText.length > 0
              ? { not_applicable: 0 }
              : {}),
        });
        return { detail: REPORT_MESSAGES.dataSaved, completion_percentage: percent };
      },
    );

    app.post(
      '/question/:id/answer_comment',
      { schema: { params: idParamsSchema, body: answerCommentBodySchema, response: { 200: saved } } },
      async (request) => {
        if (request.body.question_id !== request.params.id) {
          throw notFound();
        }
        const row = await own(request, request.body.audit_store_id);
        await requireQuestion(row, request.params.id);
        requireEditable(row);
        const percent = await upsertAnswer(row, request.params.id, {
          answer_comment: request.body.answer_comment,
        });
        return { detail: REPORT_MESSAGES.dataSaved, completion_percentage: percent };
      },
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
        const row = await own(request, request.params.id);
        await requireQuestion(row, request.params.qid);
        requireEditable(row);
        const na = request.body.not_applicable;
        const percent = await upsertAnswer(row, request.params.qid, {
          not_applicable: na ? 1 : 0,
          // Not Applicable replaces any chosen answer
          ...(na ? { answer_text: '[]', status: 0 } : {}),
        });
        return { detail: REPORT_MESSAGES.notApplicableSaved, completion_percentage: percent };
      },
    );

    app.post(
      '/section/:id/comment',
      {
        schema: {
          params: idParamsSchema,
          body: sectionCommentBodySchema,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (request) => {
        const row = await own(request, request.body.audit_store);
        const section = await db
          .selectFrom('sections')
          .select('id')
          .where('id', '=', request.params.id)
          .where('audit_cycle_id', '=', row.cycle_id)
          .executeTakeFirst();
        if (!section) throw notFound();
        requireEditable(row);
        const at = new Date().toISOString();
        const comment = request.body.auditor_comment;
        await db
          .insertInto('report_sections')
          .values({
            audit_store_id: row.id,
            section_id: section.id,
            auditor_comment: comment,
            updated_at: at,
          })
          .onConflict((oc) =>
            oc
              .columns(['audit_store_id', 'section_id'])
              .doUpdateSet({ auditor_comment: comment, updated_at: at }),
          )
          .execute();
        return { detail: REPORT_MESSAGES.dataSaved };
      },
    );

    app.post(
      '/audit_store/:id/report_summary',
      {
        schema: {
          params: idParamsSchema,
          body: reportSummaryBodySchema,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (request) => {
        const row = await own(request, request.params.id);
        requireEditable(row);
        await db
          .updateTable('audit_stores')
          .set({ report_summary: request.body.report_summary, updated_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .execute();
        return { detail: REPORT_MESSAGES.dataSaved };
      },
    );
  };
