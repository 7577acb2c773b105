import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Past this much, a refused body is no longer read: the answer goes with `connection: close`, so
 * whoever is still sending (a video on a spent policy, or a caller who never stops) is cut off.
 */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/** Reads what is left of a request body and drops it, up to DISCARD_LIMIT_BYTES. */
export async function discardRest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.raw;
  if (body.readableEnded) return;
  await new Promise<void>((resolve) => {
    let read = 0;
    const counter = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= DISCARD_LIMIT_BYTES) return;
      body.off('data', counter);
      reply.header('connection', 'close');
      resolve();
    };
    body
      .on('data', counter)
      .on('end', resolve)
      .on('close', resolve)
      .on('error', () => resolve());
    body.resume();
  });
}
