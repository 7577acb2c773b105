import {
  MANAGER_MESSAGES,
  type ManagedAuditorDetail,
  type ManagedBankInfo,
  maskTail,
  type StaffActionKind,
} from '../../../contract';
import { deleteUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  changeAccountFlag,
  updateMobileNumber,
  upsertAuditorRating,
} from '../../repositories/managedAuditors';
import { loadBankInfo } from '../bankInfo';
import { retireResetLinks } from '../credentials';
import { refused } from '../errors';
import { recordStaffAction } from '../staffActions';
import { auditorDetail } from './auditorDirectory';

/**
 * What a manager does to an auditor (decision 0024). Each change is checked
 * against the auditor's state, written with its entry in the back office's record in one
 * transaction, and answered with the auditor as they now stand.
 */

type Flag = 0 | 1;

async function setAccountFlag(
  db: Db,
  managerId: number,
  auditorId: number,
  change: { action: StaffActionKind; flag: 'is_active' | 'is_verified'; to: Flag; refusal: string },
): Promise<ManagedAuditorDetail> {
  const before = await auditorDetail(db, auditorId);
  const current: Flag = (change.flag === 'is_active' ? before.is_active : before.is_verified) ? 1 : 0;
  if (current === change.to) throw refused(change.refusal);
  await inWriteTransaction(db, async (trx) => {
    const deactivating = change.flag === 'is_active' && change.to === 0;
    const written = await changeAccountFlag(
      trx,
      auditorId,
      change.flag,
      // a compare-and-set: of two managers at once, one changes it and the other is refused
      current,
      change.flag === 'is_active'
        ? { is_active: change.to, deactivated_at: deactivating ? new Date().toISOString() : null }
        : { is_verified: change.to },
    );
    if (!written) throw refused(change.refusal);
    // a deactivated auditor is signed out everywhere at once (decision 0024), and a reset link sent
    // before does not outlive it: it would still set a password after a reactivation (decision 0030)
    if (deactivating) {
      await deleteUserSessions(trx, auditorId);
      await retireResetLinks(trx, auditorId);
    }
    await recordStaffAction(trx, {
      actorId: managerId,
      action: change.action,
      target: 'auditor',
      targetId: auditorId,
      before: { [change.flag]: current === 1 },
      after: { [change.flag]: change.to === 1 },
    });
  });
  return auditorDetail(db, auditorId);
}

export const activateAuditor = (db: Db, managerId: number, auditorId: number) =>
  setAccountFlag(db, managerId, auditorId, {
    action: 'activate',
    flag: 'is_active',
    to: 1,
    refusal: MANAGER_MESSAGES.alreadyActive,
  });

export const deactivateAuditor = (db: Db, managerId: number, auditorId: number) =>
  setAccountFlag(db, managerId, auditorId, {
    action: 'deactivate',
    flag: 'is_active',
    to: 0,
    refusal: MANAGER_MESSAGES.alreadyInactive,
  });

export const verifyAuditor = (db: Db, managerId: number, auditorId: number) =>
  setAccountFlag(db, managerId, auditorId, {
    action: 'verify',
    flag: 'is_verified',
    to: 1,
    refusal: MANAGER_MESSAGES.alreadyVerified,
  });

/**
 * A field a manager sets: the auditor's value before it, the write and its record in one
 * transaction. `field` names the value in the record, as the API names it.
 */
async function recordedChange<K extends 'mobile_number' | 'auditor_rating'>(
  db: Db,
  managerId: number,
  auditorId: number,
  field: K,
  value: NonNullable<ManagedAuditorDetail[K]>,
  write: (trx: Db) => Promise<unknown>,
): Promise<ManagedAuditorDetail> {
  const before = await auditorDetail(db, auditorId);
  await inWriteTransaction(db, async (trx) => {
    await write(trx);
    await recordStaffAction(trx, {
      actorId: managerId,
      action: field,
      target: 'auditor',
      targetId: auditorId,
      before: { [field]: before[field] },
      after: { [field]: value },
    });
  });
  return auditorDetail(db, auditorId);
}

export const setAuditorMobile = (db: Db, managerId: number, auditorId: number, mobileNumber: string) =>
  recordedChange(db, managerId, auditorId, 'mobile_number', mobileNumber, (trx) =>
    updateMobileNumber(trx, auditorId, mobileNumber, new Date().toISOString()),
  );

export const setAuditorRating = (db: Db, managerId: number, auditorId: number, rating: number) =>
  recordedChange(db, managerId, auditorId, 'auditor_rating', rating, (trx) =>
    upsertAuditorRating(trx, auditorId, rating),
  );

/**
 * The auditor's payout details as a manager sees them: account number and PAN masked, unless
 * `reveal`, which is itself recorded (decision 0024: whole only on an explicit reveal).
 */
export async function managedBankInfo(
  db: Db,
  managerId: number,
  auditorId: number,
  reveal: boolean,
): Promise<ManagedBankInfo> {
  await auditorDetail(db, auditorId);
  const bank = await loadBankInfo(db, auditorId);
  const details = {
    account_holder_name: bank.account_holder_name,
    account_number: bank.account_number,
    ifsc_code: bank.ifsc_code,
    pan_number: bank.pan_number,
    paypal: bank.paypal,
  };
  if (!reveal)
    return {
      ...details,
      account_number: maskTail(details.account_number),
      pan_number: maskTail(details.pan_number, 2),
      masked: true,
    };
  await recordStaffAction(db, {
    actorId: managerId,
    action: 'bank_info.reveal',
    target: 'auditor',
    targetId: auditorId,
  });
  return { ...details, masked: false };
}
