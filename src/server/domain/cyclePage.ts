import { sql } from 'kysely';
import { type ApplicationStatus, type CycleLocation, type CyclePage, paiseToRupees } from '../../contract';
import type { Db } from '../db/database';
import { type GeoPoint, storeDistanceKm } from './discovery';
import { cycleEligibility } from './eligibility';
import { notFound } from './errors';
import { loadProfileRow } from './profile';

/**
 * GET auditor/audit/{cycleId}: a cycle's page (spec: /audit/cycle/{auditCycleId}). An ACTIVE
 * cycle, or one the auditor has applied in (so a past application's page still opens); anything
 * else is "not found". One card per location with the auditor's latest application for it,
 * nearest first when the auditor's city is known.
 */
export async function cyclePage(db: Db, auditorId: number, cycleId: number): Promise<CyclePage> {
  const cycle = await db
    .selectFrom('audit_cycles')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select([
      'audit_cycles.id',
      'audit_cycles.name',
      'audit_cycles.type',
      'audit_cycles.status',
      'audit_cycles.start_date',
      'audit_cycles.end_date',
      'audit_cycles.description',
      'audit_cycles.support_page_link',
      'clients.auditor_display_name',
      'clients.auditor_logo_url',
    ])
    .where('audit_cycles.id', '=', cycleId)
    .executeTakeFirst();
  if (!cycle) throw notFound();
  const applied = await db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .select('applications.id')
    .where('audits.audit_cycle_id', '=', cycleId)
    .where('applications.auditor_id', '=', auditorId)
    .executeTakeFirst();
  if (cycle.status !== 'ACTIVE' && !applied) throw notFound();

  const factors = await db
    .selectFrom('audit_alignment_factors')
    .select(['key', 'value'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('id')
    .execute();
  return {
    id: cycle.id,
    name: cycle.name,
    type: cycle.type,
    start_date: cycle.start_date,
    end_date: cycle.end_date,
    description: cycle.description,
    support_page_link: cycle.support_page_link,
    client: { auditor_display_name: cycle.auditor_display_name, auditor_logo_url: cycle.auditor_logo_url },
    audit_alignment_factors: factors.map((factor) => ({
      key: factor.key,
      value: JSON.parse(factor.value) as string[],
    })),
    eligibility: await cycleEligibility(db, auditorId, cycleId),
    locations: await cycleLocations(db, auditorId, cycleId, await auditorCity(db, auditorId)),
  };
}

async function auditorCity(db: Db, auditorId: number): Promise<GeoPoint | null> {
  const profile = await loadProfileRow(db, auditorId);
  if (!profile?.city_id) return null;
  return (
    (await db
      .selectFrom('cities')
      .select(['latitude', 'longitude'])
      .where('id', '=', profile.city_id)
      .executeTakeFirst()) ?? null
  );
}

async function cycleLocations(
  db: Db,
  auditorId: number,
  cycleId: number,
  origin: GeoPoint | null,
): Promise<CycleLocation[]> {
  const rows = await db
    .selectFrom('audits')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    // the auditor's latest application for each audit, and the audit store it led to
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
    .select([
      'audits.id',
      'audits.fee_paise',
      'audits.reimbursement_paise',
      'stores.name as store_name',
      'stores.address',
      'cities.name as city_name',
      'applications.status as application_status',
      'applications.audit_date',
      'audit_stores.id as audit_store_id',
      origin ? storeDistanceKm(origin).as('distance_km') : sql<null>`null`.as('distance_km'),
    ])
    .where('audits.audit_cycle_id', '=', cycleId)
    .orderBy(origin ? 'distance_km' : 'audits.id')
    .orderBy('audits.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    store: { name: row.store_name, address: row.address, city: { name: row.city_name } },
    earnings_per_audit: paiseToRupees(row.fee_paise),
    reimbursement: paiseToRupees(row.reimbursement_paise),
    distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    application:
      row.application_status && row.audit_date
        ? {
            status: row.application_status as ApplicationStatus,
            audit_date: row.audit_date,
            audit_store: row.audit_store_id,
          }
        : null,
  }));
}
