import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_ENDPOINTS as endpoints, REPORT_MESSAGES } from '../../../contract';
import type { Db } from '../../db/database';
import { findOwnAuditStore } from '../../domain/auditStores';
import { applyReportBatch } from '../../domain/reportBatch';
import { REPORT_CALL_HANDLERS } from '../../domain/reportCallHandlers';
import { loadAnswers, loadQuestionnaire, loadReportSections } from '../../domain/reportData';
import { loadFeedback, saveFeedback, saveNps } from '../../domain/reportRatings';
import { saveQuestionChange } from '../../domain/reportWrites';
import { errorAnswer } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { VisitSigner } from '../../visit/visitSigner';

/**
 * The questionnaire, the auditor's answers and the rating after submit (decision 0004).
 * Every write is an upsert, served from the contract's `REPORT_CALLS` (through
 * REPORT_ENDPOINTS): the calls the device's outbox builds from the same table.
 */
export const reportRoutes =
  (db: Db, signer: VisitSigner | null): FastifyPluginAsyncZod =>
  async (app) => {
    type Request = Parameters<typeof currentUser>[0];
    const own = (request: Request, id: number) => findOwnAuditStore(db, currentUser(request).id, id);
    const questionOf = (request: Request, auditStoreId: number, questionId: number) => ({
      auditorId: currentUser(request).id,
      auditStoreId,
      questionId,
    });

    serveEndpoint(app, endpoints.sections, async (request) =>
      loadQuestionnaire(db, (await own(request, request.params.id)).cycle_id),
    );

    serveEndpoint(app, endpoints.reportSections, async (request) =>
      loadReportSections(db, (await own(request, request.params.id)).id),
    );

    serveEndpoint(app, endpoints.answers, async (request) =>
      loadAnswers(db, (await own(request, request.params.id)).id),
    );

    const handlers = REPORT_CALL_HANDLERS;
    const context = { signer };
    serveEndpoint(app, endpoints.answer, async (request) =>
      handlers.answer(db, currentUser(request).id, request, context),
    );

    serveEndpoint(app, endpoints.answerComment, async (request) =>
      handlers.answerComment(db, currentUser(request).id, request, context),
    );

    serveEndpoint(app, endpoints.notApplicable, async (request) => {
      const target = questionOf(request, request.params.id, request.params.qid);
      const percent = await saveQuestionChange(db, target, { not_applicable: request.body.not_applicable });
      return { detail: REPORT_MESSAGES.notApplicableSaved, completion_percentage: percent };
    });

    serveEndpoint(app, endpoints.sectionComment, async (request) =>
      handlers.sectionComment(db, currentUser(request).id, request, context),
    );

    serveEndpoint(app, endpoints.reportSummary, async (request) =>
      handlers.reportSummary(db, currentUser(request).id, request, context),
    );

    serveEndpoint(
      app,
      endpoints.batch,
      async (request) => ({
        results: await applyReportBatch(
          db,
          currentUser(request).id,
          request.body.calls,
          (error) => {
            const answer = errorAnswer(error);
            if (answer.unexpected) request.log.error({ err: error }, 'batch entry failed');
            return answer;
          },
          context,
        ),
      }),
      // a deep entry is that entry's 400, not the batch's (http/unstorableInput.ts)
      { config: { bodyCheckedPerEntry: true } },
    );

    serveEndpoint(app, endpoints.feedback, async (request) =>
      loadFeedback(db, (await own(request, request.params.id)).id),
    );

    serveEndpoint(app, endpoints.saveFeedback, async (request) => {
      await saveFeedback(db, await own(request, request.params.id), request.body);
      return { detail: REPORT_MESSAGES.ratingSubmitted };
    });

    serveEndpoint(app, endpoints.nps, async (request) => {
      await saveNps(db, await own(request, request.params.id), request.body.nps_section);
      return { detail: REPORT_MESSAGES.ratingSubmitted };
    });
  };
