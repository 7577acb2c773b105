import { sql } from 'kysely';
import {
  type AuditorFilter,
  MANAGER_AUDITORS_PAGE_SIZE,
  type ManagedAuditor,
  type ManagedAuditorDetail,
  type ManagedAuditorList,
} from '../../../contract';
import type { Db } from '../../db/database';
import { notFound } from '../errors';

/**
 * The manager's directory of auditors (spec: GET manager/auditor with its filters; issue 15):
 * auditors only, never staff; filtered and counted in the database, a page at a time.
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

type DirectoryRow = Awaited<ReturnType<ReturnType<typeof directorySelect>['executeTakeFirstOrThrow']>>;

const managedAuditor = (row: DirectoryRow): ManagedAuditor => ({
  id: row.id,
  email: row.email,
  name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
  mobile_number: row.mobile_number,
  city: row.city,
  state: row.state,
  auditor_rating: row.auditor_rating,
  is_active: row.is_active === 1,
  is_verified: row.is_verified === 1,
});

export async function listAuditors(db: Db, filter: AuditorFilter): Promise<ManagedAuditorList> {
  const page = filter.page ?? 1;
  const [rows, counted] = await Promise.all([
    directorySelect(db, filter)
      .orderBy('users.id', 'desc')
      .limit(MANAGER_AUDITORS_PAGE_SIZE)
      .offset((page - 1) * MANAGER_AUDITORS_PAGE_SIZE)
      .execute(),
    directoryQuery(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    auditors: rows.map(managedAuditor),
    total_count: Number(counted.count),
    page,
    page_size: MANAGER_AUDITORS_PAGE_SIZE,
  };
}

/** One auditor as the manager sees them; staff accounts and unknown ids are not found. */
export async function auditorDetail(db: Db, auditorId: number): Promise<ManagedAuditorDetail> {
  const row = await directorySelect(db, {}).where('users.id', '=', auditorId).executeTakeFirst();
  if (!row) throw notFound();
  return {
    ...managedAuditor(row),
    dial_code: row.dial_code,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    deactivated_at: row.deactivated_at,
  };
}
