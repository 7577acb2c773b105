import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, nonFieldError } from '../../contract';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';
import { downloadGrant } from '../domain/attachments';
import { contentDisposition } from './contentDisposition';
import { isSafeKey, LOCAL_MAX_OBJECT_BYTES, LocalObjectStore, ObjectSizeError } from './localStore';
import type { ObjectStore } from './objectStore';
import { verifyPostForm } from './postVerifier';
import { sendS3Error, sendS3PostSuccess } from './s3Responses';

/** Stored files run nothing of their own: no scripts, no plugins, no requests of their own. */
const DOWNLOAD_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The local store's HTTP side (DESIGN "One origin"): `POST /storage/<bucket>`, S3's presigned POST
 * upload, and `GET /storage/<bucket>/<key>` for signed-in viewers. Registered only for the local
 * store; with S3 the browser talks to the bucket. Multipart parsing is registered in this scope
 * only, so no API route accepts multipart bodies.
 */
export const storageEndpoint =
  (db: Db, store: ObjectStore): FastifyPluginAsync =>
  async (app) => {
    if (!(store instanceof LocalObjectStore)) return;
    await app.register(multipart, {
      limits: { fields: 32, fieldSize: 64 * 1024, files: 1, parts: 34, fileSize: LOCAL_MAX_OBJECT_BYTES },
    });
    // Range requests, ETag and conditional GET for downloads (video seeking needs ranges).
    await app.register(fastifyStatic, { root: store.rootDir, serve: false, suppressWarning: true });

    app.post<{ Params: { bucket: string } }>('/storage/:bucket', (request, reply) =>
      receiveUpload(store, request, reply),
    );

    app.get<{ Params: { bucket: string; '*': string } }>('/storage/:bucket/*', async (request, reply) => {
      const user = await resolveSession(db, request.cookies[SESSION_COOKIE]);
      if (!user) return reply.code(403).send(nonFieldError(MESSAGES.sessionExpired));
      const key = request.params['*'];
      const known = request.params.bucket === store.bucket && isSafeKey(key);
      const grant = known ? await downloadGrant(db, user, key) : null;
      // A file of someone else is "not found", as is any attachment of someone else on the API.
      if (!grant || !(await store.stat(key))) return reply.code(404).send(nonFieldError(MESSAGES.notFound));
      reply
        .header('content-type', grant.fileType)
        .header('content-disposition', contentDisposition(grant.fileName, grant.fileType))
        .header('cache-control', 'private, no-cache');
      // Chromium will not show a PDF in a sandboxed document; PDFs keep the app's own policy.
      if (grant.fileType !== 'application/pdf') reply.header('content-security-policy', DOWNLOAD_CSP);
      return reply.sendFile(`${store.bucket}/${key}`, { contentType: false, cacheControl: false });
    });
  };

/**
 * One presigned POST, checked as S3 checks it. The fields come first and the file last (S3 ignores
 * anything after the file), so the policy is verified before a byte of the file is written, and
 * the size range is enforced while the file streams to disk.
 */
async function receiveUpload(
  store: LocalObjectStore,
  request: FastifyRequest<{ Params: { bucket: string } }>,
  reply: FastifyReply,
) {
  if (request.params.bucket !== store.bucket) {
    return sendS3Error(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
  }
  // A refused upload may leave part of the body unread; closing the connection discards it.
  const refuse = (status: number, code: string, message: string) =>
    sendS3Error(reply.header('connection', 'close'), status, code, message);
  const malformed = () =>
    refuse(
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  if (!request.isMultipart()) return malformed();

  const form = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const name = part.fieldname.toLowerCase();
        if (form.has(name) || part.valueTruncated) {
          return refuse(400, 'InvalidArgument', `Invalid field: ${name}`);
        }
        form.set(name, String(part.value));
        continue;
      }
      if (part.fieldname.toLowerCase() !== 'file') {
        return refuse(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
      }
      const verdict = verifyPostForm(form, {
        bucket: store.bucket,
        credentials: store.credentials,
        now: new Date(),
      });
      if (!verdict.ok) return refuse(403, verdict.code, verdict.message);
      const { key, size, successStatus } = verdict.upload;
      if (!isSafeKey(key)) return refuse(400, 'InvalidArgument', 'Unsupported object key.');
      try {
        await store.writeObject(key, part.file, size);
      } catch (error) {
        if (error instanceof ObjectSizeError) {
          // S3 answers 400 for a size outside content-length-range; the range is part of the signed
          // policy, and every other policy failure is 403, so ours is 403 too.
          return refuse(403, error.code, `Invalid according to Policy: ${error.message}`);
        }
        if (part.file.truncated) {
          return refuse(403, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        }
        // A client that went away gets no answer anyway; anything else is our failure.
        request.log.error({ err: error }, 'storing an upload failed');
        return refuse(500, 'InternalError', 'We encountered an internal error. Please try again.');
      }
      const location = store.objectUrl(key);
      return sendS3PostSuccess(reply, successStatus, { location, bucket: store.bucket, key });
    }
  } catch (error) {
    // The multipart parser's own refusals: broken bodies, too many parts or fields.
    request.log.warn({ err: error }, 'unreadable storage upload');
    return malformed();
  }
  return malformed();
}
