import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { loadAdditionalInfo, saveAdditionalInfo } from '../../domain/additionalInfo';
import { loadBankInfo, saveBankInfo } from '../../domain/bankInfo';
import { savePersonalInfo } from '../../domain/personalInfo';
import { profileInfo } from '../../domain/profile';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * The three panels of the details page (decision 0007): each GET returns what was saved with
 * the server's completeness flags, each POST is an upsert answering like the GET.
 */
export const accountDetailsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.profileInfo, (request) => profileInfo(db, currentUser(request).id));

    serveEndpoint(app, endpoints.saveProfileInfo, async (request) => {
      const userId = currentUser(request).id;
      await savePersonalInfo(db, userId, request.body);
      return profileInfo(db, userId);
    });

    serveEndpoint(app, endpoints.bankInfo, (request) => loadBankInfo(db, currentUser(request).id));

    // Any JSON object: its rules depend on the saved profile city, so saveBankInfo checks it.
    serveEndpoint(app, endpoints.saveBankInfo, async (request) => {
      const userId = currentUser(request).id;
      await saveBankInfo(db, userId, request.body);
      return loadBankInfo(db, userId);
    });

    serveEndpoint(app, endpoints.additionalInfo, (request) =>
      loadAdditionalInfo(db, currentUser(request).id),
    );

    serveEndpoint(app, endpoints.saveAdditionalInfo, async (request) => {
      const userId = currentUser(request).id;
      await saveAdditionalInfo(db, userId, request.body);
      return loadAdditionalInfo(db, userId);
    });
  };
