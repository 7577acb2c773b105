import type { Db } from '../db/database';

/**
 * One-time reset links as the database holds them (decision 0036): only a link's hash is stored.
 * A link works while it is neither used nor retired nor expired; domain/credentials.ts says when
 * links are issued and retired.
 */

/** Ends every unused link of the account. */
export async function retireUnusedLinks(trx: Db, userId: number, at: string): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ retired_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('retired_at', 'is', null)
    .execute();
}

export interface NewResetLink {
  userId: number;
  tokenHash: string;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
}

export async function insertResetLink(trx: Db, link: NewResetLink): Promise<void> {
  await trx
    .insertInto('password_resets')
    .values({
      user_id: link.userId,
      token_hash: link.tokenHash,
      created_by: link.createdBy,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** Whether the link of this hash still works at `at`. */
export async function linkWorks(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('retired_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account a link (working or not) was sent for. */
export async function linkAccountId(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** Spends the link if it still works, by a compare-and-set: true for the one call that spent it. */
export async function spendLink(trx: Db, tokenHash: string, at: string): Promise<boolean> {
  const spent = await trx
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('retired_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
