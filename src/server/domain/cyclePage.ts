import {
  applyWindow,
  auditAvailability,
  type BookingWindow,
  type CycleLocation,
  type CyclePage,
  paiseToRupees,
} from '../../contract';
import type { Db } from '../db/database';
import {
  alignmentFactors,
  cycleLocationRows,
  cycleWithBrand,
  hasAppliedInCycle,
} from '../repositories/cycles';
import { cityCoordinates } from '../repositories/discovery';
import { storedWeekdays } from './calendar';
import type { GeoPoint } from './discovery';
import { cycleEligibility } from './eligibility';
import { notFound } from './errors';
import { loadProfileRow } from './profile';

/**
 * GET auditor/audit/{cycleId}: a cycle's page (spec: /audit/cycle/{auditCycleId}). An ACTIVE
 * cycle, or one the auditor has applied in (so a past application's page still opens); anything
 * else is "not found". One card per location with the auditor's latest application for it,
 * nearest first when the auditor's city is known, each judged by auditAvailability (decision 0063).
 */
export async function cyclePage(
  db: Db,
  auditorId: number,
  cycleId: number,
  now = new Date(),
): Promise<CyclePage> {
  const cycle = await cycleWithBrand(db, cycleId);
  if (!cycle) throw notFound();
  if (cycle.status !== 'ACTIVE' && !(await hasAppliedInCycle(db, auditorId, cycleId))) throw notFound();

  const factors = await alignmentFactors(db, cycleId);
  return {
    id: cycle.id,
    name: cycle.name,
    type: cycle.type,
    start_date: cycle.start_date,
    end_date: cycle.end_date,
    audit_weekdays: storedWeekdays(cycle.audit_weekdays),
    description: cycle.description,
    support_page_link: cycle.support_page_link,
    client: { auditor_display_name: cycle.auditor_display_name, auditor_logo_url: cycle.auditor_logo_url },
    audit_alignment_factors: factors.map((factor) => ({
      key: factor.key,
      value: JSON.parse(factor.value) as string[],
    })),
    eligibility: await cycleEligibility(db, auditorId, cycleId),
    locations: await cycleLocations(db, auditorId, cycleId, await auditorCity(db, auditorId), {
      cycleActive: cycle.status === 'ACTIVE',
      window: applyWindow({ ...cycle, audit_weekdays: storedWeekdays(cycle.audit_weekdays) }, now),
    }),
  };
}

async function auditorCity(db: Db, auditorId: number): Promise<GeoPoint | null> {
  const profile = await loadProfileRow(db, auditorId);
  if (!profile?.city_id) return null;
  return (await cityCoordinates(db, profile.city_id)) ?? null;
}

async function cycleLocations(
  db: Db,
  auditorId: number,
  cycleId: number,
  origin: GeoPoint | null,
  cycle: { cycleActive: boolean; window: BookingWindow },
): Promise<CycleLocation[]> {
  const rows = await cycleLocationRows(db, auditorId, cycleId, origin);
  return rows.map((row) => ({
    id: row.id,
    store: { name: row.store_name, address: row.address, city: { name: row.city_name } },
    earnings_per_audit: paiseToRupees(row.fee_paise),
    reimbursement: paiseToRupees(row.reimbursement_paise),
    distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    application:
      row.application_status && row.audit_date
        ? {
            status: row.application_status,
            audit_date: row.audit_date,
            audit_store: row.audit_store_id,
          }
        : null,
    availability: auditAvailability({
      ...cycle,
      heldByAnother: row.holder_id !== null && row.holder_id !== auditorId,
    }),
  }));
}
