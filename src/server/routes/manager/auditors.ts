import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalInfoSchema,
  auditorFilterSchema,
  auditorRatingBodySchema,
  auditorRatingSchema,
  dashboardScoreSchema,
  idParamsSchema,
  managedAuditorDetailSchema,
  managedAuditorListSchema,
  managedBankInfoSchema,
  managerLocationTreeSchema,
  managerMobileBodySchema,
  profileInfoSchema,
  staffActionListSchema,
} from '../../../contract';
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

/**
 * The manager's auditor administration (second document, section 7: "Manager auditor
 * administration", paths and payloads as the spec's; issue 15). Registered under a manager-only
 * guard; every change is recorded with its manager.
 */
export const managerAuditorRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const detail = { params: idParamsSchema, response: { 200: managedAuditorDetailSchema } };
    const bodyless = { params: idParamsSchema, response: { 200: managedAuditorDetailSchema } };

    app.get(
      '/auditor',
      { schema: { querystring: auditorFilterSchema, response: { 200: managedAuditorListSchema } } },
      (request) => listAuditors(db, request.query),
    );
    app.get('/location', { schema: { response: { 200: managerLocationTreeSchema } } }, () =>
      auditorLocationTree(db),
    );
    app.get('/auditor/:id', { schema: detail }, (request) => auditorDetail(db, request.params.id));

    // the read-only views: each first checks that the id is an auditor's
    app.get(
      '/auditor/:id/group_rating',
      { schema: { params: idParamsSchema, response: { 200: dashboardScoreSchema } } },
      async (request) => {
        await auditorDetail(db, request.params.id);
        return dashboardScore(db, request.params.id);
      },
    );
    app.get(
      '/auditor/:id/profile_info',
      { schema: { params: idParamsSchema, response: { 200: profileInfoSchema } } },
      async (request) => {
        await auditorDetail(db, request.params.id);
        return profileInfo(db, request.params.id);
      },
    );
    app.get(
      '/auditor/:id/additional_info',
      { schema: { params: idParamsSchema, response: { 200: additionalInfoSchema } } },
      async (request) => {
        await auditorDetail(db, request.params.id);
        return loadAdditionalInfo(db, request.params.id);
      },
    );
    app.get(
      '/auditor/:id/bank_info',
      { schema: { params: idParamsSchema, response: { 200: managedBankInfoSchema } } },
      (request) => managedBankInfo(db, currentUser(request).id, request.params.id, false),
    );
    app.post(
      '/auditor/:id/bank_info/reveal',
      { schema: { params: idParamsSchema, response: { 200: managedBankInfoSchema } } },
      (request) => managedBankInfo(db, currentUser(request).id, request.params.id, true),
    );
    app.get(
      '/auditor/:id/history',
      { schema: { params: idParamsSchema, response: { 200: staffActionListSchema } } },
      async (request) => {
        await auditorDetail(db, request.params.id);
        return { actions: await staffActionsOn(db, 'auditor', request.params.id) };
      },
    );

    app.post('/auditor/:id/activate', { schema: bodyless }, (request) =>
      activateAuditor(db, currentUser(request).id, request.params.id),
    );
    app.post('/auditor/:id/deactivate', { schema: bodyless }, (request) =>
      deactivateAuditor(db, currentUser(request).id, request.params.id),
    );
    app.post('/auditor/:id/verify', { schema: bodyless }, (request) =>
      verifyAuditor(db, currentUser(request).id, request.params.id),
    );
    app.post(
      '/auditor/:id/mobile_number',
      {
        schema: {
          params: idParamsSchema,
          body: managerMobileBodySchema,
          response: { 200: managedAuditorDetailSchema },
        },
      },
      (request) =>
        setAuditorMobile(db, currentUser(request).id, request.params.id, request.body.mobile_number),
    );
    app.get(
      '/auditor/:id/auditor_rating',
      { schema: { params: idParamsSchema, response: { 200: auditorRatingSchema } } },
      async (request) => ({ auditor_rating: (await auditorDetail(db, request.params.id)).auditor_rating }),
    );
    app.post(
      '/auditor/:id/auditor_rating',
      {
        schema: {
          params: idParamsSchema,
          body: auditorRatingBodySchema,
          response: { 200: auditorRatingSchema },
        },
      },
      (request) =>
        setAuditorRating(db, currentUser(request).id, request.params.id, request.body.auditor_rating),
    );
  };
