import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalInfoBodySchema,
  additionalInfoSchema,
  bankInfoRequestSchema,
  bankInfoSchema,
  personalInfoBodySchema,
  profileInfoSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { loadAdditionalInfo, saveAdditionalInfo } from '../../domain/additionalInfo';
import { loadBankInfo, saveBankInfo } from '../../domain/bankInfo';
import { savePersonalInfo } from '../../domain/personalInfo';
import { profileInfo } from '../../domain/profile';
import { currentUser } from '../../http/guards';

/**
 * The three panels of the details page (spec §2 Details, §7): each GET returns what was saved with
 * the server's completeness flags, each POST is an upsert answering like the GET.
 */
export const accountDetailsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/profile_info', { schema: { response: { 200: profileInfoSchema } } }, async (request) =>
      profileInfo(db, currentUser(request).id),
    );

    app.post(
      '/profile_info',
      { schema: { body: personalInfoBodySchema, response: { 200: profileInfoSchema } } },
      async (request) => {
        const userId = currentUser(request).id;
        await savePersonalInfo(db, userId, request.body);
        return profileInfo(db, userId);
      },
    );

    app.get('/bank_info', { schema: { response: { 200: bankInfoSchema } } }, async (request) =>
      loadBankInfo(db, currentUser(request).id),
    );

    // Any JSON object: its rules depend on the saved profile city, so saveBankInfo checks it.
    app.post(
      '/bank_info',
      { schema: { body: bankInfoRequestSchema, response: { 200: bankInfoSchema } } },
      async (request) => {
        const userId = currentUser(request).id;
        await saveBankInfo(db, userId, request.body);
        return loadBankInfo(db, userId);
      },
    );

    app.get('/additional_info', { schema: { response: { 200: additionalInfoSchema } } }, async (request) =>
      loadAdditionalInfo(db, currentUser(request).id),
    );

    app.post(
      '/additional_info',
      { schema: { body: additionalInfoBodySchema, response: { 200: additionalInfoSchema } } },
      async (request) => {
        const userId = currentUser(request).id;
        await saveAdditionalInfo(db, userId, request.body);
        return loadAdditionalInfo(db, userId);
      },
    );
  };
