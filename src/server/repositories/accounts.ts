import { SqliteAdapter } from 'kysely';
import type { StaffRole } from '../../contract/roles';
import type { Db } from '../db/database';

/**
 * Accounts as the database holds them (decision 0036): the users row and the rows every auditor
 * is created with. Rules (who may sign in, which links end with a change) are the services'
 * (domain/accounts.ts, domain/credentials.ts, domain/signups.ts).
 */

/** The sign-in check's row: the user of an e-mail address, if any. */
export function loginByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** The user whose own referral code this is, if any. */
export async function userIdByReferralCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
  return row?.id;
}

export interface NewAuditorAccount {
  email: string;
  passwordHash: string;
  /** the auditor's own code, to hand to others */
  ownReferralCode: string;
  firstName: string;
  lastName: string;
  /** the code given at sign-up, null when none was */
  givenReferralCode: string | null;
  at: string;
}

/**
 * Inserts an auditor with the rows every auditor has (profile, preferences, account flags,
 * additional info); answers the new id. The unique index on users.email refuses a second account
 * of one address.
 */
export async function insertAuditorAccount(trx: Db, account: NewAuditorAccount): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      role: 'auditor',
      referral_code: account.ownReferralCode,
      created_at: account.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      user_id: id,
      first_name: account.firstName,
      last_name: account.lastName,
      updated_at: account.at,
    })
    .execute();
  await trx.insertInto('preferences').values({ user_id: id }).execute();
  await trx.insertInto('account_flags').values({ user_id: id }).execute();
  await trx
    .insertInto('additional_infos')
    .values({ user_id: id, referral_code: account.givenReferralCode, updated_at: account.at })
    .execute();
  return id;
}

export async function insertSignupReferral(
  trx: Db,
  referrerId: number,
  referredUserId: number,
  at: string,
): Promise<void> {
  await trx
    .insertInto('referrals')
    .values({
      referrer_id: referrerId,
      referred_user_id: referredUserId,
      referral_type: 'SIGNUP',
      created_at: at,
    })
    .execute();
}

export async function setLastLogin(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

export async function passwordHashOfUser(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(trx: Db, userId: number, hash: string): Promise<void> {
  await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

export async function markDeactivated(trx: Db, userId: number, at: string): Promise<void> {
  await trx.updateTable('users').set({ is_active: 0, deactivated_at: at }).where('id', '=', userId).execute();
}

/**
 * Reads what a link is sent by and takes the account's row until the transaction ends
 * (PostgreSQL; SQLite has one writer at a time). `FOR NO KEY UPDATE`: it queues behind and ahead
 * of the account's other changes, not behind a sign-in inserting a session that points at the row.
 */
export function lockedAccount(trx: Db, userId: number) {
  const onSqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  return trx
    .selectFrom('users')
    .select(['email', 'is_active'])
    .where('id', '=', userId)
    .$if(!onSqlite, (query) => query.forNoKeyUpdate())
    .executeTakeFirstOrThrow();
}

/**
 * The active members of staff of a role, in id order: who a notice for that role's work goes to
 * (a raised concern to the managers, a report waiting to its stage's reviewers). A client reviewer
 * works for one brand, so `clientId` narrows them to that brand's.
 */
export async function activeStaffIds(db: Db, role: StaffRole, clientId?: number): Promise<number[]> {
  let query = db.selectFrom('users').select('id').where('role', '=', role).where('is_active', '=', 1);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}
