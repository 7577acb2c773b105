import { sql } from 'kysely';
import { AUDIT_HOLDING_STATUSES, HOLDING_APPLICATION_STATUSES } from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';
import { auditsInCycles } from './reportChain';

/**
 * The opportunities query (decision 0036; the rule is domain/discovery.ts's): audits of ACTIVE
 * cycles still open on `today`, that the auditor does not already hold and nobody else holds
 * either (contract/auditAvailability.ts in SQL, decision 0063), within `kms` of a point,
 * great-circle. The distance is computed in the query, so the database filters, groups and sorts;
 * a bounding box on the stores' coordinates (indexed) keeps it to the stores that can be near.
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

/** Who asks, from where, how far, and the calendar date of today. */
export interface OpportunitySearch {
  auditorId: number;
  origin: GeoPoint;
  kms: number;
  today: string;
}

/**
 * The opportunities query's values, worked out before binding: the dashboard's count is compiled
 * once (precompiled.ts), so the query binds plain values, never arithmetic on them. The box around
 * the origin is what the stores' coordinate index narrows to.
 */
type OpportunityParams = ReturnType<typeof opportunityParams>;
function opportunityParams({ auditorId, origin, kms, today }: OpportunitySearch) {
  const latSpan = kms / KM_PER_DEGREE;
  const lngSpan = kms / (KM_PER_DEGREE * Math.max(Math.cos((origin.latitude * Math.PI) / 180), 0.01));
  return {
    ...distanceOrigin(origin),
    auditorId,
    kms,
    today,
    minLat: origin.latitude - latSpan,
    maxLat: origin.latitude + latSpan,
    minLng: origin.longitude - lngSpan,
    maxLng: origin.longitude + lngSpan,
  };
}

/** The auditor's opportunities within `kms` of the origin, one row per audit, with its distance. */
function opportunities(db: Db, p: OpportunityParams) {
  return (
    auditsInCycles(db)
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
      )
      // taken: a report of the audit holds it (auditAvailability, decision 0063)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('audit_stores')
              .select('audit_stores.id')
              .whereRef('audit_stores.audit_id', '=', 'audits.id')
              .where('audit_stores.status', 'in', AUDIT_HOLDING_STATUSES),
          ),
        ),
      )
  );
}

/** Run on every dashboard load, so compiled once (precompiled.ts). */
const opportunityCountByCycle = precompile((db, p: OpportunityParams) =>
  db
    .selectFrom(opportunities(db, p).as('o'))
    .select((eb) => ['o.audit_cycle_id', eb.fn.countAll<number>().as('n')])
    .where('o.distance_km', '<=', p.kms)
    .groupBy('o.audit_cycle_id'),
);

/** How many opportunities each cycle has for the search (cycles with none are absent). */
export function opportunityCounts(db: Db, search: OpportunitySearch) {
  return opportunityCountByCycle.execute(db, opportunityParams(search));
}

/** One row per cycle with opportunities: its brand, how many, the best pay and the nearest, nearest first. */
export function opportunityCycleRows(db: Db, search: OpportunitySearch) {
  return db
    .selectFrom(opportunities(db, opportunityParams(search)).as('o'))
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
    .where('o.distance_km', '<=', search.kms)
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
}

/** A city's coordinates, or undefined for an unknown id. */
export function cityCoordinates(db: Db, cityId: number): Promise<GeoPoint | undefined> {
  return db
    .selectFrom('cities')
    .select(['latitude', 'longitude'])
    .where('id', '=', cityId)
    .executeTakeFirst();
}
