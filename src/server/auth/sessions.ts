import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';

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
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return token;
}

/** Runs on every API request, so it is compiled once (see precompiled.ts). */
const sessionByTokenHash = precompile((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.is_active', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', p.tokenHash),
);

export async function resolveSession(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await sessionByTokenHash.executeTakeFirst(db, { tokenHash: hashToken(token) });
  if (row?.is_active !== 1 || row.expires_at <= new Date().toISOString()) return null;
  return { id: row.id, email: row.email, role: row.role as Role };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteUserSessions(db: Db, userId: number, exceptToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptToken) query = query.where('token_hash', '!=', hashToken(exceptToken));
  await query.execute();
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
