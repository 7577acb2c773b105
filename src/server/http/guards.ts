import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, nonFieldError, type Role } from '../../contract';
import type { SessionUser } from '../auth/sessions';

/**
 * A hook that admits only signed-in users of the given role. Both a missing session and a
 * wrong role answer 403: the client treats 403 as "log in (again)" (docs/api.md#errors).
 */
export function requireRole(role: Role | readonly Role[]) {
  const admitted: readonly Role[] = typeof role === 'string' ? [role] : role;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.sessionUser;
    if (!user) return reply.code(403).send(nonFieldError(MESSAGES.sessionExpired));
    if (!admitted.includes(user.role)) return reply.code(403).send(nonFieldError(MESSAGES.forbidden));
  };
}

/** A hook that admits any signed-in user, whatever the role (the shell's config call). */
export function requireSignedIn() {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.sessionUser) return reply.code(403).send(nonFieldError(MESSAGES.sessionExpired));
  };
}

/** The signed-in user of a route behind requireRole. */
export function currentUser(request: FastifyRequest): SessionUser {
  const user = request.sessionUser;
  if (!user) throw new Error('currentUser() used on a route without requireRole');
  return user;
}
