import type { FastifyInstance } from 'fastify';
import { ObjectChecksumError, ObjectSizeError } from '../storage/byteCounter';
import { NoSuchUploadError } from '../storage/localParts';
import { isSafeKey, type LocalObjectStore } from '../storage/localStore';
import { sendS3Error } from '../storage/s3Responses';
import { discardRest } from './storageBodies';

/**
 * `PUT /storage/<bucket>/<key>?uploadId=…&partNumber=…`: one part of an upload in parts (decision
 * 0071), S3's UploadPart on the local store. The address is signed for the part's size and SHA-256
 * (storage/localParts.ts), so the part is checked as it arrives and kept only when whole. The body
 * is read raw: registered in a scope of its own, with a parser that leaves the stream unread.
 */
export async function partUploadRoute(app: FastifyInstance, store: LocalObjectStore): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put<{ Params: { bucket: string; '*': string }; Querystring: Record<string, unknown> }>(
      '/storage/:bucket/*',
      async (request, reply) => {
        const key = request.params['*'];
        const grant =
          request.params.bucket === store.bucket && isSafeKey(key)
            ? store.parts.grantOf(key, request.query, new Date())
            : null;
        if (!grant) {
          await discardRest(request, reply);
          return sendS3Error(
            reply,
            403,
            'AccessDenied',
            'The part address is not signed for this upload, or has ended.',
          );
        }
        try {
          await store.parts.write(grant, request.raw);
          return reply.code(200).header('etag', `"${grant.sha256Base64}"`).send();
        } catch (error) {
          await discardRest(request, reply);
          if (error instanceof NoSuchUploadError) return sendS3Error(reply, 404, error.code, error.message);
          if (error instanceof ObjectChecksumError || error instanceof ObjectSizeError)
            return sendS3Error(reply, 400, error.code, error.message);
          throw error;
        }
      },
    );
  });
}
