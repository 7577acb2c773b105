import { sql } from 'kysely';
import type { AuditorFilter } from '../../contract';
import type { Db } from '../db/database';

/**
 * The auditors as the back office reads and changes them (decision 0036): the manager's directory,
 * filtered and counted in the database, and the account columns a manager sets. Auditors only:
 * every read here is of `role = 'auditor'`, so a staff account is never listed.
 */

/** A search typed by a person: its `%` and `_` are letters, not patterns. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

function directoryQuery(db: Db, filter: AuditorFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
    .leftJoin('additional_infos', 'additional_infos.user_id', 'users.id')
    .leftJoin('cities', 'cities.id', 'profiles.city_id')
    .leftJoin('states', 'states.id', 'cities.state_id')
    .where('users.role', '=', 'auditor');
  if (filter.search) {
    const pattern = containing(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(profiles.first_name || ' ' || profiles.last_name)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`coalesce(profiles.mobile_number, '')`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  if (filter.state !== undefined) query = query.where('cities.state_id', '=', filter.state);
  if (filter.city !== undefined) query = query.where('profiles.city_id', '=', filter.city);
  if (filter.gender) query = query.where('profiles.gender', '=', filter.gender);
  if (filter.rating !== undefined) query = query.where('account_flags.auditor_rating', '=', filter.rating);
  if (filter.occupation) query = query.where('additional_infos.occupation', '=', filter.occupation);
  if (filter.income !== undefined) query = query.where('additional_infos.income', '=', filter.income);
  if (filter.industry !== undefined) query = query.where('additional_infos.industry', '=', filter.industry);
  if (filter.car_cost !== undefined) query = query.where('additional_infos.car_cost', '=', filter.car_cost);
  return query;
}

function directorySelect(db: Db, filter: AuditorFilter) {
  return directoryQuery(db, filter).select([
    'users.id',
    'users.email',
    'users.is_active',
    'users.is_verified',
    'users.created_at',
    'users.last_login_at',
    'users.deactivated_at',
    'profiles.first_name',
    'profiles.last_name',
    'profiles.mobile_number',
    'profiles.dial_code',
    'cities.name as city',
    'states.name as state',
    'account_flags.auditor_rating',
  ]);
}

export type AuditorRow = Awaited<ReturnType<ReturnType<typeof directorySelect>['executeTakeFirstOrThrow']>>;

/** One page of the auditors a filter matches, newest account first. */
export function auditorPage(
  db: Db,
  filter: AuditorFilter,
  offset: number,
  limit: number,
): Promise<AuditorRow[]> {
  return directorySelect(db, filter).orderBy('users.id', 'desc').limit(limit).offset(offset).execute();
}

export async function auditorCount(db: Db, filter: AuditorFilter): Promise<number> {
  const row = await directoryQuery(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The auditor's row, or undefined for a staff account or an unknown id. */
export function auditorRow(db: Db, auditorId: number): Promise<AuditorRow | undefined> {
  return directorySelect(db, {}).where('users.id', '=', auditorId).executeTakeFirst();
}

export async function setAccountEmail(trx: Db, userId: number, email: string): Promise<void> {
  await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

type Flag = 0 | 1;

/** What a change of one account flag writes: deactivating also stamps (or clears) its time. */
export type AccountFlagChange = { is_active: Flag; deactivated_at: string | null } | { is_verified: Flag };

/**
 * Writes `change` if the account's `flag` still holds `current`, a compare-and-set: of two
 * managers at once, one changes it and the other finds nothing to change. True if it was written.
 */
export async function changeAccountFlag(
  trx: Db,
  userId: number,
  flag: 'is_active' | 'is_verified',
  current: Flag,
  change: AccountFlagChange,
): Promise<boolean> {
  const written = await trx
    .updateTable('users')
    .set(change)
    .where('id', '=', userId)
    .where(flag, '=', current)
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

export async function updateMobileNumber(
  trx: Db,
  userId: number,
  mobileNumber: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({ mobile_number: mobileNumber, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** The rating managers give, in the account's flags row (made with it if it has none yet). */
export async function upsertAuditorRating(trx: Db, userId: number, rating: number): Promise<void> {
  await trx
    .insertInto('account_flags')
    .values({ user_id: userId, auditor_rating: rating })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ auditor_rating: rating }))
    .execute();
}
