import { sql } from 'kysely';
import {
  DISCOVERY_GATE_MESSAGES,
  DISCOVERY_MESSAGES,
  HOLDING_APPLICATION_STATUSES,
  isPersonalComplete,
  type OpportunityCycle,
  paiseToRupees,
} from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';
import { calendarDate } from './calendar';
import { cycleFactors, eligibilityByCycle } from './eligibility';
import { fieldsRefused, refused } from './errors';
import { loadProfileRow } from './profile';

/**
 * Opportunities (spec: Audit discovery; issue 13): audits of ACTIVE cycles that can still be booked
 * (the cycle ends after today, so the first-application window is not empty), that the auditor
 * does not already hold, within `kms` of a point, great-circle. The distance is computed in the
 * query, so the database filters, groups and sorts; a bounding box on the stores' coordinates
 * (indexed) keeps it to the stores that can be near. The dashboard's count uses the same query.
 */

const EARTH_DIAMETER_KM = 12_742;
const KM_PER_DEGREE = 111.045;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The origin of a distance, in the plain values the SQL binds (so a compiled query can take them). */
interface DistanceOrigin {
  latRadians: number;
  lngRadians: number;
  cosLat: number;
}

function distanceOrigin(origin: GeoPoint): DistanceOrigin {
  const lat = (origin.latitude * Math.PI) / 180;
  return { latRadians: lat, lngRadians: (origin.longitude * Math.PI) / 180, cosLat: Math.cos(lat) };
}

function distanceKm(o: DistanceOrigin) {
  const num = (value: number) => sql<number>`cast(${value} as double precision)`;
  return sql<number>`${num(EARTH_DIAMETER_KM)} * asin(sqrt(
    power(sin((radians(stores.latitude) - ${num(o.latRadians)}) / 2), 2)
    + ${num(o.cosLat)} * cos(radians(stores.latitude))
      * power(sin((radians(stores.longitude) - ${num(o.lngRadians)}) / 2), 2)))`;
}

/** The stores' distance from `origin` in kilometres (haversine; SQLite's math functions and PostgreSQL). */
export function storeDistanceKm(origin: GeoPoint) {
  return distanceKm(distanceOrigin(origin));
}

/**
 * The opportunities query's values, worked out before binding: the dashboard's count is compiled
 * once (precompiled.ts), so the query binds plain values, never arithmetic on them. The box around
 * the origin is what the stores' coordinate index narrows to.
 */
type OpportunityParams = ReturnType<typeof opportunityParams>;
function opportunityParams(auditorId: number, origin: GeoPoint, kms: number, now: Date) {
  const latSpan = kms / KM_PER_DEGREE;
  const lngSpan = kms / (KM_PER_DEGREE * Math.max(Math.cos((origin.latitude * Math.PI) / 180), 0.01));
  return {
    ...distanceOrigin(origin),
    auditorId,
    kms,
    today: calendarDate(now),
    minLat: origin.latitude - latSpan,
    maxLat: origin.latitude + latSpan,
    minLng: origin.longitude - lngSpan,
    maxLng: origin.longitude + lngSpan,
  };
}

/** The auditor's opportunities within `kms` of the origin, one row per audit, with its distance. */
function opportunities(db: Db, p: OpportunityParams) {
  return db
    .selectFrom('audits')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .select([
      'audits.id',
      'audits.audit_cycle_id',
      'audits.fee_paise',
      'audits.reimbursement_paise',
      distanceKm(p).as('distance_km'),
    ])
    .where('audit_cycles.status', '=', 'ACTIVE')
    .where('audit_cycles.end_date', '>', p.today)
    .where('stores.latitude', '>=', p.minLat)
    .where('stores.latitude', '<=', p.maxLat)
    .where('stores.longitude', '>=', p.minLng)
    .where('stores.longitude', '<=', p.maxLng)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.audit_id', '=', 'audits.id')
            .where('applications.auditor_id', '=', p.auditorId)
            .where('applications.status', 'in', HOLDING_APPLICATION_STATUSES),
        ),
      ),
    );
}

/**
 * The count behind the dashboard's "View Opportunities", run on every dashboard load: per cycle,
 * so the cycles that check anything can be judged (most ask for nothing, or none is near).
 */
const opportunityCountByCycle = precompile((db, p: OpportunityParams) =>
  db
    .selectFrom(opportunities(db, p).as('o'))
    .select((eb) => ['o.audit_cycle_id', eb.fn.countAll<number>().as('n')])
    .where('o.distance_km', '<=', p.kms)
    .groupBy('o.audit_cycle_id'),
);

/**
 * How many opportunities the auditor qualifies for: the dashboard's "View Opportunities". The
 * cycles near the auditor are counted apart and judged by the eligibility rule (decision 0031):
 * one factor read for the cycles with opportunities, and the auditor's values only when one of
 * them checks anything.
 */
export async function countOpportunities(
  db: Db,
  auditorId: number,
  origin: GeoPoint,
  kms: number,
  now: Date,
) {
  const counts = await opportunityCountByCycle.execute(db, opportunityParams(auditorId, origin, kms, now));
  if (counts.length === 0) return 0;
  const verdict = await eligibilityByCycle(
    db,
    auditorId,
    await cycleFactors(
      db,
      counts.map((row) => row.audit_cycle_id),
    ),
  );
  return counts.reduce((sum, row) => sum + (verdict(row.audit_cycle_id).eligible ? Number(row.n) : 0), 0);
}

/**
 * The /audit cards: one per cycle, each with the auditor's eligibility (contract/eligibility.ts);
 * the ones they qualify for first, nearest first within each.
 */
export async function opportunityCycles(
  db: Db,
  auditorId: number,
  origin: GeoPoint,
  kms: number,
  now: Date,
): Promise<OpportunityCycle[]> {
  const rows = await db
    .selectFrom(opportunities(db, opportunityParams(auditorId, origin, kms, now)).as('o'))
    .innerJoin('audit_cycles', 'audit_cycles.id', 'o.audit_cycle_id')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select((eb) => [
      'audit_cycles.id',
      'audit_cycles.name',
      'audit_cycles.type',
      'clients.auditor_display_name',
      'clients.auditor_logo_url',
      eb.fn.countAll<number>().as('opportunities'),
      eb.fn.max('o.fee_paise').as('max_fee_paise'),
      eb.fn.max('o.reimbursement_paise').as('max_reimbursement_paise'),
      eb.fn.min('o.distance_km').as('nearest_km'),
    ])
    .where('o.distance_km', '<=', kms)
    .groupBy([
      'audit_cycles.id',
      'audit_cycles.name',
      'audit_cycles.type',
      'clients.auditor_display_name',
      'clients.auditor_logo_url',
    ])
    .orderBy('nearest_km')
    .orderBy('audit_cycles.id')
    .execute();
  const verdict = await eligibilityByCycle(
    db,
    auditorId,
    await cycleFactors(
      db,
      rows.map((row) => row.id),
    ),
  );
  const cards = rows.map((row) => ({
    audit_cycle: {
      id: row.id,
      name: row.name,
      type: row.type,
      client: { auditor_display_name: row.auditor_display_name, auditor_logo_url: row.auditor_logo_url },
    },
    opportunities: Number(row.opportunities),
    max_fee: paiseToRupees(row.max_fee_paise),
    max_reimbursement: paiseToRupees(row.max_reimbursement_paise),
    nearest_km: Math.round(Number(row.nearest_km) * 10) / 10,
    eligibility: verdict(row.id),
  }));
  // a stable sort: the query's nearest-first order holds within each group
  return cards.sort((a, b) => Number(b.eligibility.eligible) - Number(a.eligibility.eligible));
}

/**
 * Where the auditor's opportunities are measured from: their city. Listing needs the mobile number
 * and the personal fields (spec §6), as the page's prompts say; the server refuses without them.
 */
export async function auditorOrigin(db: Db, auditorId: number): Promise<GeoPoint> {
  const profile = await loadProfileRow(db, auditorId);
  if (!profile?.mobile_number) throw refused(DISCOVERY_GATE_MESSAGES.mobileMissing);
  if (!isPersonalComplete(profile) || profile.city_id === null)
    throw refused(DISCOVERY_GATE_MESSAGES.personalIncomplete);
  // the profile row carries its city's coordinates: no second read on each dashboard load
  if (profile.city_latitude === null || profile.city_longitude === null)
    return cityPoint(db, profile.city_id);
  return { latitude: profile.city_latitude, longitude: profile.city_longitude };
}

/** A city's coordinates (the searched city, or the auditor's own); unknown ids are "not found". */
export async function cityPoint(db: Db, cityId: number): Promise<GeoPoint> {
  const city = await db
    .selectFrom('cities')
    .select(['latitude', 'longitude'])
    .where('id', '=', cityId)
    .executeTakeFirst();
  if (!city) throw fieldsRefused({ city_id: [DISCOVERY_MESSAGES.selectLocation] });
  return city;
}
