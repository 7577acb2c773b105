import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_PROOF_ENDPOINTS as endpoints, REPORT_MESSAGES } from '../../../contract';
import type { Db } from '../../db/database';
import { listProofNotes, setProofNote } from '../../domain/proofNotes';
import {
  arrangeProofs,
  listProofTags,
  listSectionProofs,
  setProofTag,
  startProofUpload,
} from '../../domain/reportProofs';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';
import type { ObjectStore } from '../../storage';

/** The proofs of a report's sections (decision 0014). */
export const reportProofRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.proofTags, async (request) =>
      listProofTags(db, currentUser(request).id, request.params.id),
    );

    serveEndpoint(app, endpoints.sectionProofs, async (request) =>
      listSectionProofs(db, store, currentUser(request), request.params.id, request.params.sectionId),
    );

    serveEndpoint(app, endpoints.startUpload, async (request) => {
      const target = { auditStoreId: request.params.id, sectionId: request.params.sectionId };
      return startProofUpload(db, store, currentUser(request), target, request.body);
    });

    serveEndpoint(app, endpoints.proofTag, async (request) => {
      await setProofTag(db, currentUser(request).id, request.params.id, request.body.proof_tag_id);
      return { detail: REPORT_MESSAGES.dataSaved };
    });

    serveEndpoint(app, endpoints.arrange, async (request) => {
      await arrangeProofs(db, currentUser(request).id, request.params.id, request.body.attachment_ids);
      return { detail: REPORT_MESSAGES.dataSaved };
    });

    serveEndpoint(app, endpoints.proofNotes, async (request) =>
      listProofNotes(db, currentUser(request).id, request.params.id),
    );

    serveEndpoint(app, endpoints.proofNote, async (request) => {
      await setProofNote(db, currentUser(request).id, request.params.id, request.body);
      return { detail: REPORT_MESSAGES.dataSaved };
    });
  };
