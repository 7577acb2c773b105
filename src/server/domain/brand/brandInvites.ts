import type { z } from 'zod';
import { BRAND_SEAT_LABELS, type brandInviteAcceptSchema } from '../../../contract';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import { emailHasAccount } from '../../repositories/accounts';
import { insertBrandReader, inviteOfLink, takeInvite } from '../../repositories/brandPeople';
import { newReferralCode } from '../accounts';
import { tokenHash } from '../credentials';
import { isUniqueViolation } from '../errors';

/**
 * An invitation's link (decision 0078): its page names the brand and the seat; its form creates
 * the `brand` account with the seat the invitation holds, whatever the form says.
 */

export async function brandInviteOfLink(db: Db, token: string, now = new Date()) {
  const invite = await inviteOfLink(db, tokenHash(token), now.toISOString());
  return invite && { email: invite.email, brand: invite.brand_name, seat: BRAND_SEAT_LABELS[invite.seat] };
}

export type BrandInviteAccept = { kind: 'created'; userId: number } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * Uses an invitation's link, once: its row is deleted as the account is inserted, in one
 * transaction, so two uses of one link create one account. An address that has an account (it
 * may have been registered since the invitation) is told so, and the link is spent.
 */
export async function acceptBrandInvite(
  db: Db,
  token: string,
  form: z.infer<typeof brandInviteAcceptSchema>,
  now = new Date(),
): Promise<BrandInviteAccept> {
  const passwordHash = await hashPassword(form.password);
  const at = now.toISOString();
  try {
    const created = await inWriteTransaction(db, async (trx) => {
      const invite = await takeInvite(trx, tokenHash(token), at);
      if (!invite) return { kind: 'invalid' as const };
      if (await emailHasAccount(trx, invite.email)) return { kind: 'taken' as const };
      const userId = await insertBrandReader(trx, {
        email: invite.email,
        passwordHash,
        referralCode: newReferralCode(),
        clientId: invite.client_id,
        seat: invite.seat,
        regionId: invite.region_id,
        storeId: invite.store_id,
        firstName: form.first_name,
        lastName: form.last_name,
        at,
      });
      return { kind: 'created' as const, userId };
    });
    return created;
  } catch (error) {
    // the address was registered by another link in the same instant
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
}
