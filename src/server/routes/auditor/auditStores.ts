import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type auditStoreSchema,
  compareForAuditStoreList,
  AUDIT_STORE_ENDPOINTS as endpoints,
  REPORT_MESSAGES,
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
import { serveEndpoint } from '../../http/serveEndpoint';
import type { VisitSigner } from '../../visit/visitSigner';

/** Assigned audits and their state transitions (docs/rules.md#the-report-and-its-statuses). */
export const auditStoreRoutes =
  (db: Db, signer: VisitSigner | null): FastifyPluginAsyncZod =>
  async (app) => {
    const own = (request: Parameters<typeof currentUser>[0], id: number) =>
      findOwnAuditStore(db, currentUser(request).id, id);

    // "Your Audits" in the order an auditor works through it (the contract's rule): what needs
    // action now, then what is coming, then what has ended
    serveEndpoint(app, endpoints.list, async (request) =>
      (await auditStoreViews(db, await listOwnAuditStores(db, currentUser(request).id))).sort(
        compareForAuditStoreList,
      ),
    );

    serveEndpoint(app, endpoints.one, async (request) => {
      const [view] = await auditStoreViews(db, [await own(request, request.params.id)]);
      return view as z.infer<typeof auditStoreSchema>;
    });

    serveEndpoint(app, endpoints.acknowledge, async (request) => {
      await acknowledge(db, await own(request, request.params.id));
      return { detail: REPORT_MESSAGES.acknowledged };
    });

    serveEndpoint(app, endpoints.submit, async (request) => {
      const { report_submission_time: time, visit_head: head } = request.body;
      await submit(db, await own(request, request.params.id), time, { signer, head: head ?? null });
      return { detail: REPORT_MESSAGES.submitted };
    });

    serveEndpoint(app, endpoints.fail, async (request) => {
      await markNotPerformed(db, await own(request, request.params.id), request.body.message);
      return { detail: REPORT_MESSAGES.notPerformed };
    });

    serveEndpoint(app, endpoints.withdraw, async (request) => {
      await withdraw(db, await own(request, request.params.id), request.body.message);
      return { detail: 'Your Audit has been Withdrawn' };
    });

    serveEndpoint(app, endpoints.reportConcern, async (request) => {
      await reportConcern(db, await own(request, request.params.id), request.body.message);
      return { detail: REPORT_MESSAGES.concernThanks };
    });

    serveEndpoint(app, endpoints.guideline, async (request) => ({
      guideline: (await own(request, request.params.id)).guideline_pdf_url,
    }));

    /** Sent at logout: the timers of reports in progress; a larger stored value is kept. */
    serveEndpoint(app, endpoints.submissionTimes, async (request) => {
      await saveLogoutTimers(db, currentUser(request).id, request.body);
      return { detail: 'Saved' };
    });
  };
