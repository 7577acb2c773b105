import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import {
  loadPreferences,
  loadWhatsappNumber,
  saveMobileNumber,
  savePreferences,
  saveWhatsappNumber,
} from '../../domain/contactDetails';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * Preferences and the two phone numbers (decision 0007). The mobile number is read through GET
 * auditor/user.
 */
export const contactDetailsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.preferences, (request) => loadPreferences(db, currentUser(request).id));

    serveEndpoint(app, endpoints.savePreferences, async (request) => {
      const userId = currentUser(request).id;
      await savePreferences(db, userId, request.body);
      return loadPreferences(db, userId);
    });

    serveEndpoint(app, endpoints.saveMobileNumber, (request) =>
      saveMobileNumber(db, currentUser(request).id, request.body),
    );

    serveEndpoint(app, endpoints.whatsappNumber, (request) =>
      loadWhatsappNumber(db, currentUser(request).id),
    );

    serveEndpoint(app, endpoints.saveWhatsappNumber, async (request) => {
      const userId = currentUser(request).id;
      await saveWhatsappNumber(db, userId, request.body);
      return loadWhatsappNumber(db, userId);
    });
  };
