import type { Consents, TosAcceptBody } from '../../contract';
import { deleteUserSessions } from '../auth/sessions';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import { consentFlags, markTourComplete, upsertConsents } from '../repositories/accountFlags';
import { markDeactivated } from '../repositories/accounts';
import { retireResetLinks } from './credentials';
import { fromFlag } from './storedValues';

/**
 * POST auditor/tos_accept: sets the flag of each accepted document. Acceptance is never withdrawn
 * here, so a flag not named in the call keeps its value. tos_accepted_at is the latest acceptance.
 */
export async function acceptTerms(db: Db, userId: number, body: TosAcceptBody): Promise<Consents> {
  const accepted = new Set(body.tos_accept);
  const fields = {
    ...(accepted.has('PRIVACY_POLICY') ? { pp_accepted: 1 } : {}),
    ...(accepted.has('CONTRACTOR_AGREEMENT') ? { agreement_accepted: 1 } : {}),
    tos_accepted_at: new Date().toISOString(),
  };
  await upsertConsents(db, userId, fields);
  const row = await consentFlags(db, userId);
  return { pp_accepted: fromFlag(row.pp_accepted), agreement_accepted: fromFlag(row.agreement_accepted) };
}

/** Closing the onboarding tour: once complete, it stays complete. */
export async function completeTour(db: Db, userId: number): Promise<void> {
  await markTourComplete(db, userId);
}

/**
 * The auditor deactivates their own account: it is marked inactive and every session of the user,
 * on any device, ends with it (docs/api.md#sessions-and-csrf: sessions are deleted at
 * deactivation), and so does every unused reset link (docs/decisions/0030). The login form then
 * refuses the account with the contact-support message.
 */
export async function deactivateAccount(db: Db, userId: number): Promise<void> {
  await inWriteTransaction(db, async (trx) => {
    await markDeactivated(trx, userId, new Date().toISOString());
    await deleteUserSessions(trx, userId);
    // a link sent before must not bring the account back into use once it is reactivated
    await retireResetLinks(trx, userId);
  });
}
