import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditStoreSchema,
  compareForAuditStoreList,
  detailSchema,
  idParamsSchema,
  messageBodySchema,
  REPORT_MESSAGES,
  submissionTimesBodySchema,
  submitBodySchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { auditStoreViews, findOwnAuditStore, listOwnAuditStores } from '../../domain/auditStores';
import {
  acknowledge,
  markNotPerformed,
  reportConcern,
  saveLogoutTimers,
  submit,
  withdraw,
} from '../../domain/auditStoreTransitions';
import { currentUser } from '../../http/guards';

const detail = detailSchema;

/** Assigned audits and their state transitions (spec: Assigned audits and concerns). */
export const auditStoreRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const own = (request: Parameters<typeof currentUser>[0], id: number) =>
      findOwnAuditStore(db, currentUser(request).id, id);

    // "Your Audits" in the order an auditor works through it (the contract's rule): what needs
    // action now, then what is coming, then what has ended
    app.get('/audit_store', { schema: { response: { 200: z.array(auditStoreSchema) } } }, async (request) =>
      (await auditStoreViews(db, await listOwnAuditStores(db, currentUser(request).id))).sort(
        compareForAuditStoreList,
      ),
    );

    app.get(
      '/audit_store/:id',
      { schema: { params: idParamsSchema, response: { 200: auditStoreSchema } } },
      async (request) => {
        const [view] = await auditStoreViews(db, [await own(request, request.params.id)]);
        return view as z.infer<typeof auditStoreSchema>;
      },
    );

    app.post(
      '/audit_store/:id/acknowledge',
      { schema: { params: idParamsSchema, response: { 200: detail } } },
      async (request) => {
        await acknowledge(db, await own(request, request.params.id));
        return { detail: REPORT_MESSAGES.acknowledged };
      },
    );

    app.post(
      '/audit_store/:id/submit',
      { schema: { params: idParamsSchema, body: submitBodySchema, response: { 200: detail } } },
      async (request) => {
        await submit(db, await own(request, request.params.id), request.body.report_submission_time);
        return { detail: REPORT_MESSAGES.submitted };
      },
    );

    app.post(
      '/audit_store/:id/fail',
      { schema: { params: idParamsSchema, body: messageBodySchema, response: { 200: detail } } },
      async (request) => {
        await markNotPerformed(db, await own(request, request.params.id), request.body.message);
        return { detail: REPORT_MESSAGES.notPerformed };
      },
    );

    app.post(
      '/audit_store/:id/withdraw',
      { schema: { params: idParamsSchema, body: messageBodySchema, response: { 200: detail } } },
      async (request) => {
        await withdraw(db, await own(request, request.params.id), request.body.message);
        return { detail: 'Your Audit has been Withdrawn' };
      },
    );

    app.post(
      '/audit_store/:id/report_concern',
      { schema: { params: idParamsSchema, body: messageBodySchema, response: { 200: detail } } },
      async (request) => {
        await reportConcern(db, await own(request, request.params.id), request.body.message);
        return { detail: REPORT_MESSAGES.concernThanks };
      },
    );

    app.get(
      '/audit_store/:id/guildline',
      {
        schema: { params: idParamsSchema, response: { 200: z.object({ guideline: z.string().nullable() }) } },
      },
      async (request) => ({ guideline: (await own(request, request.params.id)).guideline_pdf_url }),
    );

    /** Sent at logout: the timers of reports in progress; a larger stored value is kept. */
    app.post(
      '/audit_store/report_submission_time',
      { schema: { body: submissionTimesBodySchema, response: { 200: detail } } },
      async (request) => {
        await saveLogoutTimers(db, currentUser(request).id, request.body);
        return { detail: 'Saved' };
      },
    );
  };
