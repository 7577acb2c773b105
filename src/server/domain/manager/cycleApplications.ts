import { sql } from 'kysely';
import {
  AUDIT_HOLDING_STATUSES,
  COMPLETED_AUDIT_STORE_STATUSES,
  MANAGER_APPLICATIONS_PAGE_SIZE,
  type ManagedApplication,
  type ManagedApplicationList,
  type ManagedCycle,
} from '../../../contract';
import type { Db } from '../../db/database';
import { standingOf } from '../certification';
import { notFound } from '../errors';
import { auditorName } from './staffViews';

/**
 * What a manager decides applications on (issue 15): per cycle, the APPLIED and WAITLISTED
 * applications, oldest first (first come, first considered), each with the auditor's distance to
 * the store, rating, certification score and past reports, and whether the audit is already held.
 */

const PENDING = ['APPLIED', 'WAITLISTED'] as const;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km, to one decimal: what the manager weighs, not a route. */
function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin((rad(to.lat) - rad(from.lat)) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin((rad(to.lng) - rad(from.lng)) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function cyclesQuery(db: Db) {
  return db
    .selectFrom('audit_cycles')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select((eb) => {
      const pendingCount = (status: (typeof PENDING)[number]) =>
        eb
          .selectFrom('applications')
          .innerJoin('audits', 'audits.id', 'applications.audit_id')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('audits.audit_cycle_id', '=', 'audit_cycles.id')
          .where('applications.status', '=', status);
      return [
        'audit_cycles.id',
        'audit_cycles.name',
        'clients.name as client_name',
        'audit_cycles.status',
        'audit_cycles.start_date',
        'audit_cycles.end_date',
        pendingCount('APPLIED').as('applied_count'),
        pendingCount('WAITLISTED').as('waitlisted_count'),
      ];
    });
}

type CycleRow = Awaited<ReturnType<ReturnType<typeof cyclesQuery>['executeTakeFirstOrThrow']>>;

const toCycle = (row: CycleRow): ManagedCycle => ({
  ...row,
  status: row.status as ManagedCycle['status'],
  // counts come back as strings from PostgreSQL
  applied_count: Number(row.applied_count ?? 0),
  waitlisted_count: Number(row.waitlisted_count ?? 0),
});

/** GET manager/audit_cycle: cycles not archived, those with the most to decide first. */
export async function managedCycles(db: Db): Promise<ManagedCycle[]> {
  const rows = await cyclesQuery(db).where('audit_cycles.status', '!=', 'ARCHIVED').execute();
  return rows
    .map(toCycle)
    .sort(
      (a, b) => b.applied_count + b.waitlisted_count - (a.applied_count + a.waitlisted_count) || a.id - b.id,
    );
}

export async function managedCycle(db: Db, cycleId: number): Promise<ManagedCycle> {
  const row = await cyclesQuery(db).where('audit_cycles.id', '=', cycleId).executeTakeFirst();
  if (!row) throw notFound();
  return toCycle(row);
}

function applicationsQuery(db: Db) {
  return db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities as store_city', 'store_city.id', 'stores.city_id')
    .innerJoin('users', 'users.id', 'applications.auditor_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('cities as home', 'home.id', 'profiles.city_id')
    .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
    .leftJoin('certification_attempts', 'certification_attempts.user_id', 'users.id')
    .select((eb) => [
      'applications.id',
      'applications.status',
      'applications.audit_date',
      'applications.created_at',
      'applications.audit_id',
      'audits.audit_cycle_id',
      'stores.name as store_name',
      'stores.latitude as store_lat',
      'stores.longitude as store_lng',
      'store_city.name as store_city',
      'users.id as auditor_id',
      'users.email',
      'profiles.first_name',
      'profiles.last_name',
      'home.name as home_city',
      'home.latitude as home_lat',
      'home.longitude as home_lng',
      'account_flags.auditor_rating',
      'certification_attempts.score',
      'certification_attempts.submitted_at',
      'certification_attempts.attempt_number',
      eb
        .selectFrom('audit_stores')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('audit_stores.auditor_id', '=', 'users.id')
        .where('audit_stores.status', 'in', COMPLETED_AUDIT_STORE_STATUSES)
        .as('reports_completed'),
      eb
        .selectFrom('audit_stores')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('audit_stores.audit_id', '=', 'applications.audit_id')
        .where('audit_stores.status', 'in', AUDIT_HOLDING_STATUSES)
        .as('holders'),
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationsQuery>['executeTakeFirstOrThrow']>>;

function toApplication(row: ApplicationRow): ManagedApplication {
  const home =
    row.home_lat === null || row.home_lng === null ? null : { lat: row.home_lat, lng: row.home_lng };
  return {
    id: row.id,
    status: row.status as ManagedApplication['status'],
    audit_date: row.audit_date,
    applied_at: row.created_at,
    auditor: {
      id: row.auditor_id,
      name: auditorName(row),
      email: row.email,
      city: row.home_city,
    },
    audit: { id: row.audit_id, store_name: row.store_name, store_city: row.store_city },
    distance_km: home ? distanceKm(home, { lat: row.store_lat, lng: row.store_lng }) : null,
    auditor_rating: row.auditor_rating,
    certification: standingOf(row),
    reports_completed: Number(row.reports_completed ?? 0),
    // the application's own audit store (once approved) is not "another auditor"
    audit_taken: row.status !== 'APPROVED' && Number(row.holders ?? 0) > 0,
  };
}

/** GET manager/audit_cycle/{id}/applications: the cycle's pending applications, a page at a time. */
export async function cycleApplications(db: Db, cycleId: number, page = 1): Promise<ManagedApplicationList> {
  const cycle = await managedCycle(db, cycleId);
  const pending = applicationsQuery(db)
    .where('audits.audit_cycle_id', '=', cycleId)
    .where('applications.status', 'in', PENDING);
  const [rows, total] = await Promise.all([
    pending
      .orderBy('applications.created_at')
      .orderBy('applications.id')
      .limit(MANAGER_APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * MANAGER_APPLICATIONS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('applications')
      .innerJoin('audits', 'audits.id', 'applications.audit_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('audits.audit_cycle_id', '=', cycleId)
      .where('applications.status', 'in', PENDING)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    cycle,
    applications: rows.map(toApplication),
    total_count: Number(total.n),
    page,
    page_size: MANAGER_APPLICATIONS_PAGE_SIZE,
  };
}

/** One application as a manager sees it, whatever its status. */
export async function managedApplication(db: Db, applicationId: number): Promise<ManagedApplication> {
  const row = await applicationsQuery(db).where('applications.id', '=', applicationId).executeTakeFirst();
  if (!row) throw notFound();
  return toApplication(row);
}
