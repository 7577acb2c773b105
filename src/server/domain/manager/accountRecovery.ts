import { createHash, randomBytes } from 'node:crypto';
import { MANAGER_MESSAGES, type ManagedAuditorDetail, PASSWORD_RESET_HOURS } from '../../../contract';
import { hashPassword } from '../../auth/passwords';
import { deleteUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { fieldsRefused, isUniqueViolation, refused } from '../errors';
import { recordStaffAction } from '../staffActions';
import { auditorDetail } from './auditorDirectory';

/**
 * A manager's help with an auditor's account (spec: POST manager/auditor/{id}/email and
 * /password_reset; issue 15). The e-mail change tells both addresses, so an account cannot be
 * moved away from its owner unseen. The reset sends a one-time link: only its token's hash is
 * stored, it works once, within PASSWORD_RESET_HOURS, and using it signs out every device.
 */

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function changeAuditorEmail(
  db: Db,
  mailer: Mailer,
  managerId: number,
  auditorId: number,
  email: string,
  brand: string,
): Promise<ManagedAuditorDetail> {
  const before = await auditorDetail(db, auditorId);
  if (before.email === email) throw fieldsRefused({ email: [MANAGER_MESSAGES.sameEmail] });
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ email }).where('id', '=', auditorId).execute();
      await recordStaffAction(trx, {
        actorId: managerId,
        action: 'email',
        target: 'auditor',
        targetId: auditorId,
        before: { email: before.email },
        after: { email },
      });
    });
  } catch (error) {
    // the unique index: another account has it (checked by the database, so two at once fail too)
    if (isUniqueViolation(error)) throw fieldsRefused({ email: [MANAGER_MESSAGES.emailTaken] });
    throw error;
  }
  const text = (to: 'old' | 'new') =>
    [
      `Your ${brand} account's e-mail address was changed by our team from ${before.email} to ${email}.`,
      to === 'new'
        ? `Sign in with ${email} from now on.`
        : 'If you did not ask for this, reply to this message at once.',
    ].join('\n\n');
  await mailer.send({
    to: before.email,
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
  const auditor = await auditorDetail(db, auditorId);
  if (!auditor.is_active) throw refused(MANAGER_MESSAGES.alreadyInactive);
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        user_id: auditorId,
        token_hash: sha256(token),
        created_by: managerId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_HOURS * 3_600_000).toISOString(),
      })
      .execute();
    await recordStaffAction(
      trx,
      { actorId: managerId, action: 'password_reset', target: 'auditor', targetId: auditorId },
      now,
    );
  });
  await mailer.send({
    to: auditor.email,
    subject: `Set a new ${brand} password`,
    text: [
      `Our team sent you this link to set a new password for your ${brand} account:`,
      `${origin}/auth/password_reset/${token}`,
      `It works once, for ${PASSWORD_RESET_HOURS} hours. If you did not ask for it, ignore this message.`,
    ].join('\n\n'),
  });
  return { detail: MANAGER_MESSAGES.resetSent(auditor.email) };
}

/** Whether a reset link still works (the page asks before it shows the form). */
export async function resetLinkUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets the new password through a reset link, once: the link is spent by a compare-and-set, so two
 * submits of one link set one password. Every session of the account ends.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', spent.user_id).execute();
    await deleteUserSessions(trx, spent.user_id);
    return true;
  });
}
