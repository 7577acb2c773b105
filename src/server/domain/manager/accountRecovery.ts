import { MANAGER_MESSAGES, type ManagedAuditorDetail, PASSWORD_RESET_HOURS } from '../../../contract';
import { deleteUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import type { Mailer } from '../../mail/mailer';
import { setAccountEmail } from '../../repositories/managedAuditors';
import { issueResetLink, lockAccount, retireResetLinks } from '../credentials';
import { fieldsRefused, isUniqueViolation, refused } from '../errors';
import { recordStaffAction } from '../staffActions';
import { auditorDetail } from './auditorDirectory';

/**
 * A manager's help with an auditor's account (POST manager/auditor/{id}/email and /password_reset;
 * decision 0025, "E-mail change and password reset"). The e-mail change tells both addresses, so an
 * account cannot be moved away from its owner unseen, and ends what the old address still held:
 * every session and every unused reset link (docs/decisions/0030). The reset sends a one-time link
 * (domain/credentials.ts): only its token's hash is stored, it works once, within
 * PASSWORD_RESET_HOURS, only while it is the account's latest, and using it signs out every device.
 *
 * Both read the account under its row lock: a link sent while the address changes goes to the
 * address the change left, or is retired by it; never a live link to the old mailbox.
 */

export async function changeAuditorEmail(
  db: Db,
  mailer: Mailer,
  managerId: number,
  auditorId: number,
  email: string,
  brand: string,
): Promise<ManagedAuditorDetail> {
  await auditorDetail(db, auditorId); // 404 unless an auditor's
  let before: string;
  try {
    before = await inWriteTransaction(db, async (trx) => {
      const { email: current } = await lockAccount(trx, auditorId);
      if (current === email) throw fieldsRefused({ email: [MANAGER_MESSAGES.sameEmail] });
      await setAccountEmail(trx, auditorId, email);
      // A manager made the change, so none of the auditor's sessions made it: all of them end.
      await deleteUserSessions(trx, auditorId);
      await retireResetLinks(trx, auditorId);
      await recordStaffAction(trx, {
        actorId: managerId,
        action: 'email',
        target: 'auditor',
        targetId: auditorId,
        before: { email: current },
        after: { email },
      });
      return current;
    });
  } catch (error) {
    // the unique index: another account has it (checked by the database, so two at once fail too)
    if (isUniqueViolation(error)) throw fieldsRefused({ email: [MANAGER_MESSAGES.emailTaken] });
    throw error;
  }
  const text = (to: 'old' | 'new') =>
    [
      `Your ${brand} account's e-mail address was changed by our team from ${before} to ${email}.`,
      'Every device signed in to the account was signed out, and password links sent before the change no longer work.',
      to === 'new'
        ? `Sign in with ${email} from now on.`
        : 'If you did not ask for this, reply to this message at once.',
    ].join('\n\n');
  await mailer.send({
    to: before,
    subject: `Your ${brand} e-mail address was changed`,
    text: text('old'),
  });
  await mailer.send({ to: email, subject: `Your ${brand} e-mail address was changed`, text: text('new') });
  return auditorDetail(db, auditorId);
}

export async function sendPasswordReset(
  db: Db,
  mailer: Mailer,
  managerId: number,
  auditorId: number,
  origin: string,
  brand: string,
  now = new Date(),
): Promise<{ detail: string }> {
  await auditorDetail(db, auditorId); // 404 unless an auditor's
  const sent = await inWriteTransaction(db, async (trx) => {
    const account = await lockAccount(trx, auditorId);
    if (account.is_active !== 1) throw refused(MANAGER_MESSAGES.alreadyInactive);
    const token = await issueResetLink(trx, auditorId, managerId, now);
    await recordStaffAction(
      trx,
      { actorId: managerId, action: 'password_reset', target: 'auditor', targetId: auditorId },
      now,
    );
    return { to: account.email, token };
  });
  await mailer.send({
    to: sent.to,
    subject: `Set a new ${brand} password`,
    text: [
      `Our team sent you this link to set a new password for your ${brand} account:`,
      `${origin}/auth/password_reset/${sent.token}`,
      `It works once, for ${PASSWORD_RESET_HOURS} hours, and only until a newer link is sent. If you did not ask for it, ignore this message.`,
    ].join('\n\n'),
  });
  return { detail: MANAGER_MESSAGES.resetSent(sent.to) };
}
