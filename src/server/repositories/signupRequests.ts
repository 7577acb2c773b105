import type { Db } from '../db/database';

/**
 * Sign-up requests waiting for their link to be used (decision 0030), as the database holds them:
 * the form with its password already hashed, keyed by the hash of the link's token.
 */

export interface NewSignupRequest {
  tokenHash: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** '' when none was given */
  referralCode: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertSignupRequest(db: Db, request: NewSignupRequest): Promise<void> {
  await db
    .insertInto('signup_requests')
    .values({
      token_hash: request.tokenHash,
      email: request.email,
      password_hash: request.passwordHash,
      first_name: request.firstName,
      last_name: request.lastName,
      referral_code: request.referralCode,
      created_at: request.createdAt,
      expires_at: request.expiresAt,
    })
    .execute();
}

/** Deletes the requests expired at `at`, and the password hashes they hold. */
export async function deleteExpiredRequests(db: Db, at: string): Promise<void> {
  await db.deleteFrom('signup_requests').where('expires_at', '<=', at).execute();
}

/** The address of the request of a link still working at `at`. */
export async function requestEmail(db: Db, tokenHash: string, at: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('signup_requests')
    .select('email')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return row?.email;
}

/** Deletes the request of a link still working at `at` and answers it: of two calls, one gets it. */
export function takeRequest(trx: Db, tokenHash: string, at: string) {
  return trx
    .deleteFrom('signup_requests')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', at)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteRequestsOf(db: Db, email: string): Promise<void> {
  await db.deleteFrom('signup_requests').where('email', '=', email).execute();
}
