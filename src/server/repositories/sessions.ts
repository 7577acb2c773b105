import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';

/**
 * Sign-in sessions as the database holds them (decision 0036): rows keyed by the hash of their
 * token, never the token itself (auth/sessions.ts hashes it).
 */

export interface NewSession {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** Runs on every API request, so it is compiled once (see precompiled.ts). */
const sessionByTokenHash = precompile((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.is_active', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', p.tokenHash),
);

/** The session of a token hash with its user, whatever their state: the caller judges it. */
export function sessionWithUser(db: Db, tokenHash: string) {
  return sessionByTokenHash.executeTakeFirst(db, { tokenHash });
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Every session of the user but the one of `exceptHash`, when given. */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptHash) query = query.where('token_hash', '!=', exceptHash);
  await query.execute();
}
