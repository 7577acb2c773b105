import { sql } from 'kysely';
import { AUDIT_HOLDING_STATUSES, CHECKED_FACTOR_KEYS } from '../../contract';
import type { Db } from '../db/database';
import { type GeoPoint, storeDistanceKm } from './discovery';

/**
 * A cycle as an auditor reads it (decision 0036): the cycle with its brand, its alignment factors,
 * its locations with the auditor's latest application for each, and the auditor's own values the
 * eligibility rule checks.
 */

/** The cycle with its brand, or undefined. */
export function cycleWithBrand(db: Db, cycleId: number) {
  return db
    .selectFrom('audit_cycles')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select([
      'audit_cycles.id',
      'audit_cycles.name',
      'audit_cycles.type',
      'audit_cycles.status',
      'audit_cycles.start_date',
      'audit_cycles.end_date',
      'audit_cycles.audit_weekdays',
      'audit_cycles.description',
      'audit_cycles.support_page_link',
      'clients.auditor_display_name',
      'clients.auditor_logo_url',
    ])
    .where('audit_cycles.id', '=', cycleId)
    .executeTakeFirst();
}

/** Whether the auditor ever applied for an audit of the cycle. */
export async function hasAppliedInCycle(db: Db, auditorId: number, cycleId: number): Promise<boolean> {
  const applied = await db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .select('applications.id')
    .where('audits.audit_cycle_id', '=', cycleId)
    .where('applications.auditor_id', '=', auditorId)
    .executeTakeFirst();
  return applied !== undefined;
}

/** The cycle's alignment factors (a JSON list each), in the order they were entered. */
export function alignmentFactors(db: Db, cycleId: number) {
  return db
    .selectFrom('audit_alignment_factors')
    .select(['key', 'value'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('id')
    .execute();
}

/** The factors the eligibility rule checks, of each cycle asked about. */
export function checkedFactors(db: Db, cycleIds: readonly number[]) {
  return db
    .selectFrom('audit_alignment_factors')
    .select(['audit_cycle_id', 'key', 'value'])
    .where('audit_cycle_id', 'in', [...cycleIds])
    .where('key', 'in', CHECKED_FACTOR_KEYS)
    .orderBy('id')
    .execute();
}

/** The auditor's profile, additional and account values that cycles can ask for. */
export function auditorFactorValues(db: Db, auditorId: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('additional_infos', 'additional_infos.user_id', 'users.id')
    .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
    .select([
      'profiles.gender',
      'profiles.education',
      'profiles.marital_status',
      'additional_infos.income',
      'additional_infos.car_cost',
      'account_flags.auditor_rating',
    ])
    .where('users.id', '=', auditorId)
    .executeTakeFirstOrThrow();
}

/**
 * The cycle's audits with their store and city, the auditor's latest application for each and the
 * audit store it led to, and who holds the audit (the auditor of its report in
 * AUDIT_HOLDING_STATUSES, at most one: migration 0011); nearest first when `origin` is known (with
 * the distance), else by id.
 */
export function cycleLocationRows(db: Db, auditorId: number, cycleId: number, origin: GeoPoint | null) {
  return db
    .selectFrom('audits')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .leftJoin('applications', (join) =>
      join
        .onRef('applications.audit_id', '=', 'audits.id')
        .on('applications.auditor_id', '=', auditorId)
        .on('applications.id', '=', (eb) =>
          eb
            .selectFrom('applications as latest')
            .select((inner) => inner.fn.max('latest.id').as('id'))
            .whereRef('latest.audit_id', '=', 'audits.id')
            .where('latest.auditor_id', '=', auditorId),
        ),
    )
    .leftJoin('audit_stores', 'audit_stores.application_id', 'applications.id')
    .select((eb) => [
      'audits.id',
      'audits.fee_paise',
      'audits.reimbursement_paise',
      'stores.name as store_name',
      'stores.address',
      'cities.name as city_name',
      'applications.status as application_status',
      'applications.audit_date',
      'audit_stores.id as audit_store_id',
      eb
        .selectFrom('audit_stores as holding')
        .select('holding.auditor_id')
        .whereRef('holding.audit_id', '=', 'audits.id')
        .where('holding.status', 'in', AUDIT_HOLDING_STATUSES)
        .limit(1)
        .as('holder_id'),
      origin ? storeDistanceKm(origin).as('distance_km') : sql<null>`null`.as('distance_km'),
    ])
    .where('audits.audit_cycle_id', '=', cycleId)
    .orderBy(origin ? 'distance_km' : 'audits.id')
    .orderBy('audits.id')
    .execute();
}
