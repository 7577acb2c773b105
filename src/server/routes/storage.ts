import multipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, nonFieldError } from '../../contract';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/database';
import { downloadGrant, uploadState } from '../domain/attachments';
import { contentDisposition } from '../storage/contentDisposition';
import {
  isSafeKey,
  LOCAL_MAX_OBJECT_BYTES,
  LocalObjectStore,
  ObjectChecksumError,
  ObjectExistsError,
  ObjectSizeError,
} from '../storage/localStore';
import type { ObjectStore } from '../storage/objectStore';
import { sweepOrphans } from '../storage/orphanSweep';
import { verifyPostForm } from '../storage/postVerifier';
import { sendS3Error, sendS3PostSuccess } from '../storage/s3Responses';
import { discardRest } from './storageBodies';
import { partUploadRoute } from './storageParts';

/** Stored files run nothing of their own: no scripts, no plugins, no requests of their own. */
const DOWNLOAD_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The local store's HTTP side (docs/api.md#one-origin-one-base): `POST /storage/<bucket>`, S3's
 * presigned POST upload, and `GET /storage/<bucket>/<key>` for signed-in viewers. Registered only
 * for the local store; with S3 the browser talks to the bucket. Multipart parsing is registered in
 * this scope only, so no API route accepts multipart bodies.
 */
export const storageEndpoint =
  (db: Db, store: ObjectStore): FastifyPluginAsync =>
  async (app) => {
    if (!(store instanceof LocalObjectStore)) return;
    await app.register(multipart, {
      limits: { fields: 32, fieldSize: 64 * 1024, files: 1, parts: 34, fileSize: LOCAL_MAX_OBJECT_BYTES },
    });
    scheduleOrphanSweeps(app, db, store);
    await partUploadRoute(app, store);
    // Range requests, ETag and conditional GET for downloads (video seeking needs ranges).
    await app.register(fastifyStatic, { root: store.rootDir, serve: false, suppressWarning: true });

    app.post<{ Params: { bucket: string } }>('/storage/:bucket', (request, reply) =>
      receiveUpload(db, store, request, reply),
    );

    app.get<{ Params: { bucket: string; '*': string }; Querystring: { grant?: unknown } }>(
      '/storage/:bucket/*',
      async (request, reply) => {
        const user = await resolveSession(db, request.cookies[SESSION_COOKIE]);
        if (!user) return reply.code(403).send(nonFieldError(MESSAGES.sessionExpired));
        const key = request.params['*'];
        const known = request.params.bucket === store.bucket && isSafeKey(key);
        const grant = known ? await downloadGrant(db, user, key) : null;
        // A file of someone else is "not found", as is any attachment of someone else on the API,
        // and so is an ID proof a manager did not open through its recorded view.
        const granted =
          grant && (!grant.viewGrantRequired || store.isViewGranted(key, user.id, request.query.grant));
        if (!granted || !(await store.stat(key)))
          return reply.code(404).send(nonFieldError(MESSAGES.notFound));
        reply
          .header('content-type', grant.fileType)
          .header('content-disposition', contentDisposition(grant.fileName, grant.fileType))
          .header('cache-control', 'private, no-cache');
        // Chromium will not show a PDF in a sandboxed document; PDFs keep the app's own policy.
        if (grant.fileType !== 'application/pdf') reply.header('content-security-policy', DOWNLOAD_CSP);
        return reply.sendFile(`${store.bucket}/${key}`, { contentType: false, cacheControl: false });
      },
    );
  };

/** The first sweep a minute after start (not in the way of start-up), then every six hours. */
const FIRST_SWEEP_MS = 60_000;
const SWEEP_EVERY_MS = 6 * 3_600_000;

function scheduleOrphanSweeps(app: FastifyInstance, db: Db, store: LocalObjectStore): void {
  const sweep = () => {
    sweepOrphans(db, store)
      .then((removed) => {
        if (removed.length) app.log.info({ removed: removed.length }, 'removed orphaned stored files');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the orphan sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(function run() {
      sweep();
      timer = setTimeout(run, SWEEP_EVERY_MS).unref();
    }, FIRST_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}

/**
 * One presigned POST, checked as S3 checks it. The fields come first and the file last (S3 ignores
 * anything after the file), so the policy is verified before a byte of the file is written, and
 * the attachment it was signed for is asked whether it still takes bytes (decision 0011).
 * A refusal reads the rest of the body before it answers (bounded by the parser's limits), so the
 * browser, still sending, gets the refusal instead of a connection reset.
 */
async function receiveUpload(
  db: Db,
  store: LocalObjectStore,
  request: FastifyRequest<{ Params: { bucket: string } }>,
  reply: FastifyReply,
) {
  if (request.params.bucket !== store.bucket) {
    return sendS3Error(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
  }
  if (!request.isMultipart()) return sendS3Error(reply, 400, ...MALFORMED);
  let outcome: UploadOutcome = { refused: [400, ...MALFORMED] };
  try {
    const form = new Map<string, string>();
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const name = part.fieldname.toLowerCase();
        if (form.has(name) || part.valueTruncated) {
          outcome = { refused: [400, 'InvalidArgument', `Invalid field: ${name}`] };
          break;
        }
        form.set(name, String(part.value));
        continue;
      }
      outcome = await storeFile(db, store, form, part.fieldname, part.file);
      // whatever was not stored is read and dropped, so the answer reaches the browser
      part.file.resume();
      break;
    }
  } catch (error) {
    // The multipart parser's own refusals: broken bodies, too many parts or fields.
    request.log.warn({ err: error }, 'unreadable storage upload');
    outcome = { refused: [400, ...MALFORMED] };
  }
  await discardRest(request, reply);
  if ('refused' in outcome) return sendS3Error(reply, ...outcome.refused);
  const location = store.objectUrl(outcome.key);
  return sendS3PostSuccess(reply, outcome.successStatus, {
    location,
    bucket: store.bucket,
    key: outcome.key,
  });
}

type S3Refusal = [status: number, code: string, message: string];
type UploadOutcome = { refused: S3Refusal } | { key: string; successStatus: 200 | 201 | 204 };

const MALFORMED: [string, string] = [
  'MalformedPOSTRequest',
  'The body of your POST request is not well-formed multipart/form-data.',
];

async function storeFile(
  db: Db,
  store: LocalObjectStore,
  form: Map<string, string>,
  fieldName: string,
  file: MultipartFile['file'],
): Promise<UploadOutcome> {
  if (fieldName.toLowerCase() !== 'file') {
    return { refused: [400, 'InvalidArgument', 'POST requires exactly one file upload per request.'] };
  }
  const verdict = verifyPostForm(form, {
    bucket: store.bucket,
    credentials: store.credentials,
    now: new Date(),
  });
  if (!verdict.ok) return { refused: [403, verdict.code, verdict.message] };
  const { key, size, successStatus, sha256Base64 } = verdict.upload;
  if (!isSafeKey(key)) return { refused: [400, 'InvalidArgument', 'Unsupported object key.'] };
  const state = await uploadState(db, store, key);
  if (state === 'spent')
    return { refused: [403, 'AccessDenied', 'Invalid according to Policy: the upload is spent.'] };
  if (state === 'stored') return { key, successStatus };
  try {
    await store.writeObject(key, file, size, sha256Base64);
    return { key, successStatus };
  } catch (error) {
    // Two retries racing for one key: the first stored it, and the file is the declared one.
    if (error instanceof ObjectExistsError) return { key, successStatus };
    if (error instanceof ObjectChecksumError) return { refused: [400, error.code, error.message] };
    if (error instanceof ObjectSizeError) {
      // S3 answers 400 for a size outside content-length-range; the range is part of the signed
      // policy, and every other policy failure is 403, so ours is 403 too.
      return { refused: [403, error.code, `Invalid according to Policy: ${error.message}`] };
    }
    if (file.truncated) {
      return { refused: [403, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'] };
    }
    throw error;
  }
}
