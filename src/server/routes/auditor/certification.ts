import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificationAnswerBodySchema,
  certificationMarksSchema,
  certificationRetakeBodySchema,
  certificationStateSchema,
  certificationSubmitBodySchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import {
  certificationMarks,
  certificationState,
  recordCertificationAnswer,
  retakeCertification,
  submitCertification,
} from '../../domain/certification';
import { currentUser } from '../../http/guards';

/** The certification test (spec §7 certification_marks, and ours; issue 14, decisions 0022, 0032). */
export const certificationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/certification', { schema: { response: { 200: certificationStateSchema } } }, async (request) =>
      certificationState(db, currentUser(request).id),
    );

    app.post(
      '/certification/answer',
      { schema: { body: certificationAnswerBodySchema, response: { 200: certificationStateSchema } } },
      async (request) => recordCertificationAnswer(db, currentUser(request).id, request.body),
    );

    app.post(
      '/certification/retake',
      { schema: { body: certificationRetakeBodySchema, response: { 200: certificationStateSchema } } },
      async (request) => retakeCertification(db, currentUser(request).id, request.body),
    );

    app.get(
      '/certification_marks',
      { schema: { response: { 200: certificationMarksSchema } } },
      async (request) => certificationMarks(db, currentUser(request).id),
    );

    app.post(
      '/certification_marks',
      { schema: { body: certificationSubmitBodySchema, response: { 200: certificationMarksSchema } } },
      async (request) => ({
        certification_score: String(await submitCertification(db, currentUser(request).id)),
      }),
    );
  };
