import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CERTIFICATION_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import {
  certificationMarks,
  certificationState,
  recordCertificationAnswer,
  retakeCertification,
  submitCertification,
} from '../../domain/certification';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * The certification test (the original portal's certification_marks, and ours; decisions 0022,
 * 0032).
 */
export const certificationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.test, (request) => certificationState(db, currentUser(request).id));

    serveEndpoint(app, endpoints.answer, (request) =>
      recordCertificationAnswer(db, currentUser(request).id, request.body),
    );

    serveEndpoint(app, endpoints.retake, (request) =>
      retakeCertification(db, currentUser(request).id, request.body),
    );

    serveEndpoint(app, endpoints.marks, (request) => certificationMarks(db, currentUser(request).id));

    serveEndpoint(app, endpoints.submit, async (request) => ({
      certification_score: String(await submitCertification(db, currentUser(request).id)),
    }));
  };
