import type { FastifyReply } from 'fastify';

/** The local store answers uploads as S3 does: XML bodies, S3's error codes. */

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

export function sendS3Error(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('content-type', 'application/xml')
    .send(xml(`<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`));
}

/** S3's answer to a stored POST upload: 201 with a PostResponse document, else an empty body. */
export function sendS3PostSuccess(
  reply: FastifyReply,
  status: 200 | 201 | 204,
  upload: { location: string; bucket: string; key: string },
) {
  reply.code(status).header('location', upload.location);
  if (status !== 201) return reply.send();
  const body = `<PostResponse><Location>${escapeXml(upload.location)}</Location><Bucket>${escapeXml(upload.bucket)}</Bucket><Key>${escapeXml(upload.key)}</Key></PostResponse>`;
  return reply.header('content-type', 'application/xml').send(xml(body));
}
