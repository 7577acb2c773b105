import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

// No 0/O or 1/I, so a code read aloud or copied by hand survives.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  const bytes = randomBytes(7);
  return `AUD${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

export class EmailTakenError extends Error {}

/** A new auditor as a sign-up request holds it: the form, its password already hashed. */
export interface NewAuditor {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** '' when none was given */
  referral_code: string;
}

/**
 * Inserts a new auditor, in the caller's transaction, with the rows every auditor has (profile,
 * preferences, account flags, additional info) and, when the referral code names another user, a
 * SIGNUP referral. An address with an account is EmailTakenError; two inserts of one address at
 * once both pass that check, and the unique index on users.email refuses the later one
 * (domain/signups.ts reads that refusal).
 */
export async function insertAuditor(trx: Db, form: NewAuditor, at: string): Promise<number> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', form.email).executeTakeFirst();
  if (taken) throw new EmailTakenError();
  const { id } = await trx
    .insertInto('users')
    .values({
      email: form.email,
      password_hash: form.password_hash,
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
