import type { Db } from '../db/database';

/**
 * An account's flags as the database holds them (decision 0036): consents, the onboarding tour,
 * the auditor's rating; integers 0/1 (decision 0002). A first write creates the row.
 */

export interface ConsentFlags {
  pp_accepted?: number;
  agreement_accepted?: number;
  tos_accepted_at: string;
}

/** Sets the consent flags given; a flag not given keeps its value. */
export async function upsertConsents(db: Db, userId: number, flags: ConsentFlags): Promise<void> {
  await db
    .insertInto('account_flags')
    .values({ user_id: userId, ...flags })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(flags))
    .execute();
}

export function consentFlags(db: Db, userId: number) {
  return db
    .selectFrom('account_flags')
    .select(['pp_accepted', 'agreement_accepted'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function markTourComplete(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('account_flags')
    .values({ user_id: userId, is_tour_complete: 1 })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ is_tour_complete: 1 }))
    .execute();
}

/** The tour flag as stored; undefined without a row. */
export async function tourFlag(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('account_flags')
    .select('is_tour_complete')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.is_tour_complete;
}

/** The rating the staff gave the auditor; null without one (or without a row). */
export async function auditorRating(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('account_flags')
    .select('auditor_rating')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.auditor_rating ?? null;
}
