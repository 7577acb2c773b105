import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import {
  emailHasAccount,
  insertAuditorAccount,
  insertSignupReferral,
  loginByEmail,
  passwordHashOfUser,
  setLastLogin,
  userIdByReferralCode,
} from '../repositories/accounts';

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
  if (await emailHasAccount(trx, form.email)) throw new EmailTakenError();
  const id = await insertAuditorAccount(trx, {
    email: form.email,
    passwordHash: form.password_hash,
    ownReferralCode: newReferralCode(),
    firstName: form.first_name,
    lastName: form.last_name,
    givenReferralCode: form.referral_code || null,
    at,
  });
  if (form.referral_code) {
    const referrerId = await userIdByReferralCode(trx, form.referral_code);
    if (referrerId !== undefined) await insertSignupReferral(trx, referrerId, id, at);
  }
  return id;
}

/** The sign-in check's row: the user of an e-mail address, if any. */
export function findLogin(db: Db, email: string) {
  return loginByEmail(db, email);
}

export async function recordLogin(db: Db, userId: number, at = new Date()): Promise<void> {
  await setLastLogin(db, userId, at.toISOString());
}

export async function passwordHashOf(db: Db, userId: number): Promise<string> {
  return passwordHashOfUser(db, userId);
}
