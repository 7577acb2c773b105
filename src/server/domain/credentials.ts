import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_HOURS } from '../../contract';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import { lockedAccount, setPasswordHash } from '../repositories/accounts';
import {
  insertResetLink,
  linkAccountId,
  linkWorks,
  retireUnusedLinks,
  spendLink,
} from '../repositories/passwordResets';

/**
 * An account's password and the one-time reset links that can replace it (docs/decisions/0030,
 * "Recovery that ends with the change"). A link is good for what the account was when it was
 * sent: an e-mail change, a newer link, a new password (however it was set) and a deactivation
 * each retire every unused link, in the transaction of the change, so whoever holds an older
 * mailbox or an older mail cannot take the account back.
 *
 * Lock order: everything here that changes an account takes its `users` row first and its links
 * after it. A link's use therefore locks the account before it spends the link; the other way
 * round, a use and an e-mail change of one account at once would each wait for the other's row
 * (PostgreSQL: "deadlock detected", a 500).
 */

/** Only a link's hash is stored (reset and sign-up links alike): the database alone opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Takes the account's row until the transaction ends and reads what a link is sent by
 * (repositories/accounts.ts says how each database locks it).
 */
export function lockAccount(trx: Db, userId: number) {
  return lockedAccount(trx, userId);
}

/** Ends every unused link of the account; call it inside the change's transaction. */
export async function retireResetLinks(trx: Db, userId: number, now = new Date()): Promise<void> {
  await retireUnusedLinks(trx, userId, now.toISOString());
}

/**
 * A new link for the account; the older ones end with it, so only the latest mail can reset.
 * Returns the token: only its hash is stored. Call it with the account locked.
 */
export async function issueResetLink(
  trx: Db,
  userId: number,
  createdBy: number,
  now = new Date(),
): Promise<string> {
  await retireResetLinks(trx, userId, now);
  const token = randomBytes(32).toString('base64url');
  await insertResetLink(trx, {
    userId,
    tokenHash: tokenHash(token),
    createdBy,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_HOURS * 3_600_000).toISOString(),
  });
  return token;
}

/** Whether a reset link still works (the page asks before it shows the form). */
export async function resetLinkUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  return linkWorks(db, tokenHash(token), now.toISOString());
}

/**
 * A new password for the account, however it was chosen: the links sent before it end, and so
 * does every session but `keepSession` (the one that changed it, on the password change page).
 * Call it inside a transaction.
 */
export async function replacePassword(
  trx: Db,
  userId: number,
  hash: string,
  { keepSession, now = new Date() }: { keepSession?: string | undefined; now?: Date } = {},
): Promise<void> {
  await setPasswordHash(trx, userId, hash);
  await retireResetLinks(trx, userId, now);
  await deleteUserSessions(trx, userId, keepSession);
}

/** The password change page: the new password, in one transaction with what it ends. */
export async function changePassword(
  db: Db,
  userId: number,
  hash: string,
  keepSession: string | undefined,
): Promise<void> {
  await inWriteTransaction(db, async (trx) => {
    await lockAccount(trx, userId);
    await replacePassword(trx, userId, hash, { keepSession });
  });
}

/**
 * Sets the new password through a reset link, once: the link is spent by a compare-and-set under
 * the account's lock, so of two submits of one link one sets the password and the other finds it
 * spent. Every session of the account ends. False when the link does not work (any more). The
 * password is hashed before the transaction, which holds the account's lock.
 */
export async function setPasswordThroughLink(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const hash = await hashPassword(password);
  const userId = await linkAccountId(db, tokenHash(token));
  if (userId === undefined) return false;
  return inWriteTransaction(db, async (trx) => {
    await lockAccount(trx, userId);
    if (!(await spendLink(trx, tokenHash(token), now.toISOString()))) return false;
    await replacePassword(trx, userId, hash, { now });
    return true;
  });
}
