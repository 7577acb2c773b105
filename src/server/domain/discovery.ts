import {
  DISCOVERY_GATE_MESSAGES,
  DISCOVERY_MESSAGES,
  isPersonalComplete,
  type OpportunityCycle,
  paiseToRupees,
} from '../../contract';
import type { Db } from '../db/database';
import {
  cityCoordinates,
  type GeoPoint,
  opportunityCounts,
  opportunityCycleRows,
} from '../repositories/discovery';
import { calendarDate } from './calendar';
import { cycleFactors, eligibilityByCycle, type ReviewedScore } from './eligibility';
import { fieldsRefused, refused } from './errors';
import { loadProfileRow } from './profile';

/**
 * Opportunities (docs/rules.md#finding-audits-and-applying): audits of ACTIVE cycles that can still be booked
 * (the cycle ends after today, so the first-application window is not empty), that the auditor
 * does not already hold, within `kms` of a point, great-circle. The dashboard's count uses the
 * same query (repositories/discovery.ts, which computes the distance in the database).
 */

export type { GeoPoint };

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
  reviewedScore?: ReviewedScore,
) {
  const counts = await opportunityCounts(db, { auditorId, origin, kms, today: calendarDate(now) });
  if (counts.length === 0) return 0;
  const verdict = await eligibilityByCycle(
    db,
    auditorId,
    await cycleFactors(
      db,
      counts.map((row) => row.audit_cycle_id),
    ),
    reviewedScore,
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
  reviewedScore?: ReviewedScore,
): Promise<OpportunityCycle[]> {
  const rows = await opportunityCycleRows(db, { auditorId, origin, kms, today: calendarDate(now) });
  const verdict = await eligibilityByCycle(
    db,
    auditorId,
    await cycleFactors(
      db,
      rows.map((row) => row.id),
    ),
    reviewedScore,
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
 * and the personal fields (docs/rules.md#finding-audits-and-applying), as the page's prompts say; the server refuses without them.
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
  const city = await cityCoordinates(db, cityId);
  if (!city) throw fieldsRefused({ city_id: [DISCOVERY_MESSAGES.selectLocation] });
  return city;
}
