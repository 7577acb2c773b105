import { createHash, randomBytes } from 'node:crypto';
import { SqliteAdapter } from 'kysely';
import { PASSWORD_RESET_HOURS } from '../../contract';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import type { Db } from '../db/database';

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
 * Takes the account's row until the transaction ends (PostgreSQL; SQLite has one writer at a
 * time) and reads what a link is sent by. `FOR NO KEY UPDATE`: it queues behind and ahead of the
 * account's other changes, not behind a sign-in inserting a session that points at the row.
 */
export async function lockAccount(trx: Db, userId: number) {
  const onSqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  return trx
    .selectFrom('users')
    .select(['email', 'is_active'])
    .where('id', '=', userId)
    .$if(!onSqlite, (query) => query.forNoKeyUpdate())
    .executeTakeFirstOrThrow();
}

/** Ends every unused link of the account; call it inside the change's transaction. */
export async function retireResetLinks(trx: Db, userId: number, now = new Date()): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ retired_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('retired_at', 'is', null)
    .execute();
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
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      created_by: createdBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_HOURS * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

/** Whether a reset link still works (the page asks before it shows the form). */
export async function resetLinkUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('retired_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
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
  await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
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
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    await replacePassword(trx, userId, hash, { keepSession });
  });
}

/**
 * Sets the new password through a reset link, once: the link is spent by a compare-and-set under
 * the account's lock, so of two submits of one link one sets the password and the other finds it
 * spent. Every session of the account ends. False when the link does not work (any more).
 */
export async function setPasswordThroughLink(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const hash = await hashPassword(password);
  const link = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!link) return false;
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, link.user_id);
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('retired_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await replacePassword(trx, link.user_id, hash, { now });
    return true;
  });
}
