import type { FastifyReply, FastifyRequest } from 'fastify';
import { nonFieldError } from '../../contract';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: every unsafe request must prove it comes from our own pages,
 * by an Origin equal to ours or by Sec-Fetch-Site: same-origin (sent by browsers, including for
 * the service worker's replays). A request with neither is refused.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const expected = publicUrl ?? `${request.protocol}://${request.headers.host ?? ''}`;
    return origin === expected;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export function csrfGuard(publicUrl: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isSameOrigin(request, publicUrl)) return;
    await reply.code(403).send(nonFieldError('Cross-site request refused.'));
  };
}
