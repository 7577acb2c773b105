import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract';
import type { Db } from '../db/database';
import {
  deleteSessionByHash,
  deleteSessionsOfUser,
  insertSession,
  sessionWithUser,
} from '../repositories/sessions';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 14;

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null without a valid session. */
    sessionUser: SessionUser | null;
  }
}

/** Only the SHA-256 of a token is stored, so a database leak does not leak live sessions. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  });
  return token;
}

export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await sessionWithUser(db, hashToken(token));
  if (row?.is_active !== 1 || row.expires_at <= new Date().toISOString()) return null;
  return { id: row.id, email: row.email, role: row.role };
}

/** The stored hash of the request's session token: what a device's push subscription belongs to. */
export function sessionHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByHash(db, hashToken(token));
}

export async function deleteUserSessions(db: Db, userId: number, exceptToken?: string): Promise<void> {
  await deleteSessionsOfUser(db, userId, exceptToken ? hashToken(exceptToken) : undefined);
}

/**
 * Whether cookies go with `Secure`: always when the public URL is https (behind a TLS proxy the
 * request itself may arrive as http), else when the request came over https, as the server or a
 * trusted proxy (TRUST_PROXY) says.
 */
export function secureCookies(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https://') === true || request.protocol === 'https';
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  publicUrl: string | undefined,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request, publicUrl),
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
