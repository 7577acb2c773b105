import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_HOURS, SIGNUP_LINK_HOURS, type SignupForm, withArticle } from '../../contract';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import type { Mailer } from '../mail/mailer';
import {
  deleteExpiredRequests,
  deleteRequestsOf,
  insertSignupRequest,
  requestEmail,
  takeRequest,
} from '../repositories/signupRequests';
import { EmailTakenError, findLogin, insertAuditor } from './accounts';
import { issueResetLink, lockAccount, tokenHash } from './credentials';
import { isUniqueViolation } from './errors';

/**
 * Sign-up without telling who is registered (decision 0030). A valid form gets one answer whether
 * its address is new or has an account; only the mailbox learns which. A new address is sent a
 * one-time link whose use creates the account; a registered one is told it has an account, with
 * a log-in link and a link to set a new password.
 */

export interface SignupMailContext {
  /** where the links in the mail lead (mail/linkOrigin.ts) */
  origin: string;
  brand: string;
  supportEmail: string;
}

/**
 * Answers a valid sign-up form by mail. Both branches hash the password (the new one keeps it
 * for the link, the other discards it), read the address, write one row and send one mail, so
 * the time to answer does not tell them apart either.
 */
export async function requestSignup(
  db: Db,
  mailer: Mailer,
  form: SignupForm,
  context: SignupMailContext,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(form.password);
  // the unused links of other sign-ups, and the password hashes they hold, go once expired
  await deleteExpiredRequests(db, now.toISOString());
  const account = await findLogin(db, form.email);
  if (account) {
    await mailer.send(await accountExistsMail(db, account, form.email, context, now));
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await insertSignupRequest(db, {
    tokenHash: tokenHash(token),
    email: form.email,
    passwordHash,
    firstName: form.first_name,
    lastName: form.last_name,
    referralCode: form.referral_code,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SIGNUP_LINK_HOURS * 3_600_000).toISOString(),
  });
  await mailer.send({
    to: form.email,
    subject: `Finish creating your ${context.brand} account`,
    text: [
      `Someone, we hope you, asked to create ${withArticle(context.brand)} auditor account with this address. Follow this link to finish and log in:`,
      `${context.origin}/auth/signup/${token}`,
      `It works once, for ${SIGNUP_LINK_HOURS} hours. If it was not you, ignore this message: no account is created without the link.`,
    ].join('\n\n'),
  });
}

async function accountExistsMail(
  db: Db,
  account: { id: number; is_active: number },
  email: string,
  context: SignupMailContext,
  now: Date,
) {
  const { brand, origin } = context;
  const opening = `Someone, we hope you, tried to create ${withArticle(brand)} auditor account with ${email}, but this address already has an account.`;
  // issued under the account's lock, as every link is (credentials.ts): a deactivation that landed
  // meanwhile is seen, and the link retires the account's older ones, this mail being the latest
  const reset =
    account.is_active === 1
      ? await inWriteTransaction(db, async (trx) => {
          const locked = await lockAccount(trx, account.id);
          return locked.is_active === 1 ? issueResetLink(trx, account.id, account.id, now) : null;
        })
      : null;
  if (reset === null) {
    // a deactivated account cannot log in, so no reset link: support can reactivate it
    return {
      to: email,
      subject: `Your ${brand} account`,
      text: [
        opening,
        `The account is deactivated. To use it again, write to ${context.supportEmail}.`,
        'If it was not you, ignore this message: nothing has changed.',
      ].join('\n\n'),
    };
  }
  return {
    to: email,
    subject: `Your ${brand} account`,
    text: [
      opening,
      `Log in: ${origin}/auth/login`,
      `Forgot your password? Set a new one with this link; it works once, for ${PASSWORD_RESET_HOURS} hours, and only until a newer link is sent:`,
      `${origin}/auth/password_reset/${reset}`,
      'If it was not you, ignore this message: nothing has changed.',
    ].join('\n\n'),
  };
}

/** The address a sign-up link would create an account for, while the link works. */
export async function signupLinkEmail(db: Db, linkToken: string, now = new Date()) {
  return requestEmail(db, tokenHash(linkToken), now.toISOString());
}

export type SignupFinish = { kind: 'created'; userId: number } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * Uses a sign-up link, once: its row is deleted as the account is inserted, in one transaction, so
 * two uses of one link create one account. Links of one address used at once (several sign-ups
 * were sent) all pass the "address taken?" check before any commits; the unique index on
 * users.email lets one in, and the others are told the address has an account now.
 */
export async function finishSignup(db: Db, linkToken: string, now = new Date()): Promise<SignupFinish> {
  let email: string | undefined;
  try {
    const userId = await inWriteTransaction(db, async (trx) => {
      const request = await takeRequest(trx, tokenHash(linkToken), now.toISOString());
      if (!request) return undefined;
      email = request.email;
      return insertAuditor(trx, request, now.toISOString());
    });
    if (userId === undefined) return { kind: 'invalid' };
    // the address's other links can only say "taken" now; their password hashes go
    await deleteRequestsOf(db, email as string);
    return { kind: 'created', userId };
  } catch (error) {
    if (error instanceof EmailTakenError) return { kind: 'taken' };
    if (email && isUniqueViolation(error) && (await findLogin(db, email))) return { kind: 'taken' };
    throw error;
  }
}
