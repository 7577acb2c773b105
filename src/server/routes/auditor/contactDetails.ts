import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mobileNumberBodySchema,
  mobileNumberSchema,
  preferencesSchema,
  whatsappNumberBodySchema,
  whatsappNumberSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import {
  loadPreferences,
  loadWhatsappNumber,
  saveMobileNumber,
  savePreferences,
  saveWhatsappNumber,
} from '../../domain/contactDetails';
import { currentUser } from '../../http/guards';

/** Preferences and the two phone numbers (spec §7). The mobile number is read through GET auditor/user. */
export const contactDetailsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/preferences', { schema: { response: { 200: preferencesSchema } } }, async (request) =>
      loadPreferences(db, currentUser(request).id),
    );

    app.post(
      '/preferences',
      { schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
      async (request) => {
        const userId = currentUser(request).id;
        await savePreferences(db, userId, request.body);
        return loadPreferences(db, userId);
      },
    );

    app.post(
      '/mobile_number',
      { schema: { body: mobileNumberBodySchema, response: { 200: mobileNumberSchema } } },
      async (request) => saveMobileNumber(db, currentUser(request).id, request.body),
    );

    app.get('/whatsapp_number', { schema: { response: { 200: whatsappNumberSchema } } }, async (request) =>
      loadWhatsappNumber(db, currentUser(request).id),
    );

    app.post(
      '/whatsapp_number',
      { schema: { body: whatsappNumberBodySchema, response: { 200: whatsappNumberSchema } } },
      async (request) => {
        const userId = currentUser(request).id;
        await saveWhatsappNumber(db, userId, request.body);
        return loadWhatsappNumber(db, userId);
      },
    );
  };
