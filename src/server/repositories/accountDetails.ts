import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AdditionalInfosTable, BankAccountsTable, PreferencesTable } from '../db/schema';

/**
 * The auditor's account details beside the profile, as the database holds them (decision 0036):
 * additional information, payout details and message preferences, one row each per user, which
 * a first save creates. Flags are integers 0/1 and lists JSON text (decision 0002).
 */

type Fields<Table> = Omit<Insertable<Table>, 'user_id'>;

export function additionalInfoRow(db: Db, userId: number) {
  return db.selectFrom('additional_infos').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertAdditionalInfo(
  db: Db,
  userId: number,
  fields: Fields<AdditionalInfosTable>,
): Promise<void> {
  await db
    .insertInto('additional_infos')
    .values({ user_id: userId, ...fields })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
    .execute();
}

/** The payout details the form shows. */
export function payoutDetails(db: Db, userId: number) {
  return db
    .selectFrom('bank_accounts')
    .select(['account_holder_name', 'account_number', 'ifsc_code', 'pan_number', 'paypal'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function bankAccountRow(db: Db, userId: number) {
  return db.selectFrom('bank_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertBankAccount(
  db: Db,
  userId: number,
  fields: Fields<BankAccountsTable>,
): Promise<void> {
  await db
    .insertInto('bank_accounts')
    .values({ user_id: userId, ...fields })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
    .execute();
}

export function preferencesRow(db: Db, userId: number) {
  return db.selectFrom('preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertPreferences(
  db: Db,
  userId: number,
  fields: Fields<PreferencesTable>,
): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ user_id: userId, ...fields })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
    .execute();
}
