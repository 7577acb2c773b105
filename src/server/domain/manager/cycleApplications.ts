import {
  MANAGER_APPLICATIONS_PAGE_SIZE,
  type ManagedApplication,
  type ManagedApplicationList,
  type ManagedCycle,
  PENDING_APPLICATION_STATUSES,
} from '../../../contract';
import type { Db } from '../../db/database';
import {
  type ApplicationRow,
  applicationRow,
  type CycleRow,
  cycleApplicationCount,
  cycleApplicationPage,
  cycleRow,
  unarchivedCycles,
} from '../../repositories/managerApplications';
import { standingOf } from '../certification';
import { notFound } from '../errors';
import { auditorName } from './staffViews';

/**
 * What a manager decides applications on (decision 0025, "Application decisions"): per cycle, the
 * APPLIED and WAITLISTED applications, oldest first (first come, first considered), each with the
 * auditor's distance to the store, rating, certification score and past reports, and whether the
 * audit is already held.
 */

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km, to one decimal: what the manager weighs, not a route. */
function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin((rad(to.lat) - rad(from.lat)) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin((rad(to.lng) - rad(from.lng)) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const toCycle = ({ client_review_days, active_client_reviewers, ...row }: CycleRow): ManagedCycle => ({
  ...row,
  // counts come back as strings from PostgreSQL
  applied_count: Number(row.applied_count ?? 0),
  waitlisted_count: Number(row.waitlisted_count ?? 0),
  client_review: { days: client_review_days, active_reviewers: Number(active_client_reviewers ?? 0) },
});

/** GET manager/audit_cycle: cycles not archived, those with the most to decide first. */
export async function managedCycles(db: Db): Promise<ManagedCycle[]> {
  const rows = await unarchivedCycles(db);
  return rows
    .map(toCycle)
    .sort(
      (a, b) => b.applied_count + b.waitlisted_count - (a.applied_count + a.waitlisted_count) || a.id - b.id,
    );
}

export async function managedCycle(db: Db, cycleId: number): Promise<ManagedCycle> {
  const row = await cycleRow(db, cycleId);
  if (!row) throw notFound();
  return toCycle(row);
}

function toApplication(row: ApplicationRow): ManagedApplication {
  const home =
    row.home_lat === null || row.home_lng === null ? null : { lat: row.home_lat, lng: row.home_lng };
  return {
    id: row.id,
    status: row.status,
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
  const offset = (page - 1) * MANAGER_APPLICATIONS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    cycleApplicationPage(db, cycleId, PENDING_APPLICATION_STATUSES, offset, MANAGER_APPLICATIONS_PAGE_SIZE),
    cycleApplicationCount(db, cycleId, PENDING_APPLICATION_STATUSES),
  ]);
  return {
    cycle,
    applications: rows.map(toApplication),
    total_count: total,
    page,
    page_size: MANAGER_APPLICATIONS_PAGE_SIZE,
  };
}

/** One application as a manager sees it, whatever its status. */
export async function managedApplication(db: Db, applicationId: number): Promise<ManagedApplication> {
  const row = await applicationRow(db, applicationId);
  if (!row) throw notFound();
  return toApplication(row);
}
