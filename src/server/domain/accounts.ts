import { randomBytes } from 'node:crypto';
import type { SignupForm } from '../../contract';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { isUniqueViolation } from './errors';

// No 0/O or 1/I, so a code read aloud or copied by hand survives.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  const bytes = randomBytes(7);
  return `AUD${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

export class EmailTakenError extends Error {}

/**
 * Registers a new auditor with the rows every auditor has (profile, preferences, account flags,
 * additional info) and, when the referral code names another user, a SIGNUP referral.
 */
export async function createAuditor(db: Db, form: SignupForm, now = new Date()): Promise<number> {
  const passwordHash = await hashPassword(form.password);
  const at = now.toISOString();
  try {
    return await insertAuditor(db, form, passwordHash, at);
  } catch (error) {
    // Sign-ups with one address at once all pass the check inside before any commits (PostgreSQL
    // runs them together); the unique index on users.email lets one in. The others are told what
    // a later sign-up is told. Another unique index refusing (a referral code drawn twice) is not
    // this, and stays an error.
    if (isUniqueViolation(error) && (await findLogin(db, form.email))) throw new EmailTakenError();
    throw error;
  }
}

function insertAuditor(db: Db, form: SignupForm, passwordHash: string, at: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', form.email)
      .executeTakeFirst();
    if (taken) throw new EmailTakenError();
    const { id } = await trx
      .insertInto('users')
      .values({
        email: form.email,
        password_hash: passwordHash,
        role: 'auditor',
        referral_code: newReferralCode(),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('profiles')
      .values({ user_id: id, first_name: form.first_name, last_name: form.last_name, updated_at: at })
      .execute();
    await trx.insertInto('preferences').values({ user_id: id }).execute();
    await trx.insertInto('account_flags').values({ user_id: id }).execute();
    await trx
      .insertInto('additional_infos')
      .values({ user_id: id, referral_code: form.referral_code || null, updated_at: at })
      .execute();
    if (form.referral_code) {
      const referrer = await trx
        .selectFrom('users')
        .select('id')
        .where('referral_code', '=', form.referral_code)
        .executeTakeFirst();
      if (referrer) {
        await trx
          .insertInto('referrals')
          .values({ referrer_id: referrer.id, referred_user_id: id, referral_type: 'SIGNUP', created_at: at })
          .execute();
      }
    }
    return id;
  });
}

/** The sign-in check's row: the user of an e-mail address, if any. */
export function findLogin(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function recordLogin(db: Db, userId: number, at = new Date()): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at.toISOString() }).where('id', '=', userId).execute();
}

export async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}
