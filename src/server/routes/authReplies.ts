import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, SESSION_COOKIE, setSessionCookie } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { recordLogin } from '../domain/accounts';

/** What the sign-in pages (routes/auth.ts, signup.ts, brandInvite.ts) answer with. */

/** A server-rendered page; never cached, since it may carry what was typed. */
export function sendHtml(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** A page a mailed link opens: the token is in the address, so no page it leads to is told it. */
export function sendLinkPage(reply: FastifyReply, status: number, page: string) {
  return sendHtml(reply.header('referrer-policy', 'no-referrer'), status, page);
}

/** Signs `userId` in on this browser. */
export async function startSession(
  { db, config }: { db: Db; config: ServerConfig },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  // Rotation: whatever session the browser had is ended before the new one is issued.
  await deleteSession(db, request.cookies[SESSION_COOKIE]);
  const token = await createSession(db, userId);
  setSessionCookie(reply, request, token, config.publicUrl);
  await recordLogin(db, userId);
}
