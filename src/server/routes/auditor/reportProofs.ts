import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailSchema,
  idParamsSchema,
  proofNoteSchema,
  proofTagSchema,
  REPORT_MESSAGES,
  REPORT_WRITE_CALLS,
  reportProofSchema,
  reportProofUploadStartBodySchema,
  reportProofUploadStartResponseSchema,
  sectionProofParamsSchema,
} from '../../../contract';
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
import type { ObjectStore } from '../../storage';
import { writeSchema } from '../writeCalls';

const calls = REPORT_WRITE_CALLS;

/** The proofs of a report's sections (spec: Attachments calls; issue 12). */
export const reportProofRoutes =
  (db: Db, store: ObjectStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit_cycle/:id/attachment_proof_tag_list',
      { schema: { params: idParamsSchema, response: { 200: z.array(proofTagSchema) } } },
      async (request) => listProofTags(db, currentUser(request).id, request.params.id),
    );

    app.get(
      '/audit_store/:id/section/:sectionId/attachment',
      { schema: { params: sectionProofParamsSchema, response: { 200: z.array(reportProofSchema) } } },
      async (request) =>
        listSectionProofs(db, store, currentUser(request), request.params.id, request.params.sectionId),
    );

    app.post(
      '/audit_store/:id/section/:sectionId/attachment',
      {
        schema: {
          params: sectionProofParamsSchema,
          body: reportProofUploadStartBodySchema,
          response: { 200: reportProofUploadStartResponseSchema },
        },
      },
      async (request) => {
        const target = { auditStoreId: request.params.id, sectionId: request.params.sectionId };
        return startProofUpload(db, store, currentUser(request), target, request.body);
      },
    );

    app.post(calls.proofTag.route, writeSchema(calls.proofTag, detailSchema), async (request) => {
      await setProofTag(db, currentUser(request).id, request.params.id, request.body.proof_tag_id);
      return { detail: REPORT_MESSAGES.dataSaved };
    });

    app.post(calls.arrange.route, writeSchema(calls.arrange, detailSchema), async (request) => {
      await arrangeProofs(db, currentUser(request).id, request.params.id, request.body.attachment_ids);
      return { detail: REPORT_MESSAGES.dataSaved };
    });

    app.get(
      '/audit_store/:id/proof_note',
      { schema: { params: idParamsSchema, response: { 200: z.array(proofNoteSchema) } } },
      async (request) => listProofNotes(db, currentUser(request).id, request.params.id),
    );

    app.post(calls.proofNote.route, writeSchema(calls.proofNote, detailSchema), async (request) => {
      await setProofNote(db, currentUser(request).id, request.params.id, request.body);
      return { detail: REPORT_MESSAGES.dataSaved };
    });
  };
