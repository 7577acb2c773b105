import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGER_AUDITOR_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { loadAdditionalInfo } from '../../domain/additionalInfo';
import { dashboardScore } from '../../domain/auditorScore';
import { auditorLocationTree } from '../../domain/locations';
import {
  activateAuditor,
  deactivateAuditor,
  managedBankInfo,
  setAuditorMobile,
  setAuditorRating,
  verifyAuditor,
} from '../../domain/manager/auditorActions';
import { auditorDetail, listAuditors } from '../../domain/manager/auditorDirectory';
import { profileInfo } from '../../domain/profile';
import { staffActionsOn } from '../../domain/staffActions';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * The manager's auditor administration (decision 0024; paths and payloads as the spec's).
 * Registered under a manager-only guard; every change is recorded with its manager.
 */
export const managerAuditorRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.list, (request) => listAuditors(db, request.query));
    serveEndpoint(app, endpoints.locations, () => auditorLocationTree(db));
    serveEndpoint(app, endpoints.detail, (request) => auditorDetail(db, request.params.id));

    // the read-only views: each first checks that the id is an auditor's
    serveEndpoint(app, endpoints.groupRating, async (request) => {
      await auditorDetail(db, request.params.id);
      return dashboardScore(db, request.params.id);
    });
    serveEndpoint(app, endpoints.profile, async (request) => {
      await auditorDetail(db, request.params.id);
      return profileInfo(db, request.params.id);
    });
    serveEndpoint(app, endpoints.additional, async (request) => {
      await auditorDetail(db, request.params.id);
      return loadAdditionalInfo(db, request.params.id);
    });
    serveEndpoint(app, endpoints.bank, (request) =>
      managedBankInfo(db, currentUser(request).id, request.params.id, false),
    );
    serveEndpoint(app, endpoints.revealBank, (request) =>
      managedBankInfo(db, currentUser(request).id, request.params.id, true),
    );
    serveEndpoint(app, endpoints.history, async (request) => {
      await auditorDetail(db, request.params.id);
      return { actions: await staffActionsOn(db, 'auditor', request.params.id) };
    });

    serveEndpoint(app, endpoints.activate, (request) =>
      activateAuditor(db, currentUser(request).id, request.params.id),
    );
    serveEndpoint(app, endpoints.deactivate, (request) =>
      deactivateAuditor(db, currentUser(request).id, request.params.id),
    );
    serveEndpoint(app, endpoints.verify, (request) =>
      verifyAuditor(db, currentUser(request).id, request.params.id),
    );
    serveEndpoint(app, endpoints.mobile, (request) =>
      setAuditorMobile(db, currentUser(request).id, request.params.id, request.body.mobile_number),
    );
    serveEndpoint(app, endpoints.rating, async (request) => ({
      auditor_rating: (await auditorDetail(db, request.params.id)).auditor_rating,
    }));
    serveEndpoint(app, endpoints.setRating, (request) =>
      setAuditorRating(db, currentUser(request).id, request.params.id, request.body.auditor_rating),
    );
  };
