import type { AuditSeed, CycleSeed } from './auditCycles';
import { passedDaysAgo } from './insertCertification';
import type { JourneySeed } from './journeys';
import { OTHER_AUDITORS } from './otherAuditors';
import { STORES } from './stores';

/**
 * The waves a brand ran before today's, so its portal shows a trend, a league with movements and
 * questions that fail over time (decision 0083). Each brand's running cycle was run three times
 * before, a month apart, at every one of the brand's stores; every one of those reports was
 * accepted and paid. A store keeps its character across the waves (some are good, some poor) and
 * moves a little each wave, a few for the worse, so the league table has movements both ways.
 */

/** Days from today: each past wave runs about four weeks, the last ending before today's began. */
const WAVES = [
  { startDay: -100, endDay: -75 },
  { startDay: -70, endDay: -45 },
  { startDay: -40, endDay: -16 },
] as const;

/** The cycle of each demo brand whose earlier waves are seeded. */
const RUNNING_CYCLE: Record<string, string> = {
  'kaapi-kulture': 'cafe',
  voltkart: 'smartphone',
  'kosh-bank': 'savings',
  dhaaga: 'standards',
};

/**
 * Who audits a city, nearest first. The demo auditor does none of it: their history is the one
 * the auditor's screens show, and stays as journeys.ts writes it.
 */
const AUDITORS_BY_CITY: Record<string, string[]> = {
  Mumbai: ['meera', 'rohan'],
  Pune: ['rohan', 'meera'],
  Bengaluru: ['priya'],
  Chennai: ['priya'],
  Hyderabad: ['harsh', 'priya'],
  'New Delhi': ['harsh', 'rohan'],
  Kolkata: ['sneha', 'priya'],
  Ahmedabad: ['harsh', 'rohan'],
};

/** Days between applying and the audit, and the spread of audit dates inside a wave. */
const BOOKED_DAYS_AHEAD = 3;

export const pastWaveKey = (cycle: string, wave: number) => `${cycle}-wave${wave + 1}`;

/**
 * The first auditor of the city who had passed the certification test (so had joined), and was
 * still active, when they applied.
 */
function auditorFor(city: string, appliedDay: number): string {
  for (const key of AUDITORS_BY_CITY[city] ?? []) {
    const auditor = OTHER_AUDITORS.find((a) => a.key === key);
    const passed = passedDaysAgo(key);
    if (!auditor || passed === null) continue;
    const active = auditor.deactivatedDaysAgo === undefined || -auditor.deactivatedDaysAgo > appliedDay;
    if (-passed < appliedDay && active) return key;
  }
  throw new Error(`demo seed: no auditor could audit ${city} on day ${appliedDay}`);
}

/** The running cycle's earlier waves: its questionnaire and terms, archived, at every store. */
export function pastWaveCycles(cycles: readonly CycleSeed[]): CycleSeed[] {
  return Object.entries(RUNNING_CYCLE).flatMap(([client, key]) => {
    const running = cycles.find((c) => c.key === key && c.client === client);
    if (!running) throw new Error(`demo seed: no running cycle ${key} for ${client}`);
    const fee = running.audits[0];
    if (!fee) throw new Error(`demo seed: the cycle ${key} has no audit`);
    const audits: AuditSeed[] = STORES.filter((s) => s.client === client).map((store) => {
      const same = running.audits.find((a) => a.store === store.key) ?? fee;
      return { store: store.key, feeRupees: same.feeRupees, reimbursementRupees: same.reimbursementRupees };
    });
    return WAVES.map((wave, n) => ({
      ...running,
      key: pastWaveKey(key, n),
      status: 'ARCHIVED' as const,
      startDay: wave.startDay,
      endDay: wave.endDay,
      auditWeekdays: undefined,
      audits,
    }));
  });
}

/**
 * The share of answers that lapse at a store in a wave: each store starts between 5% and 40%
 * and improves by 4 points a wave, except every third store, which slips by 3.
 */
export function lapseShare(storeIndex: number, wave: number): number {
  const start = 0.05 + ((storeIndex * 7) % 8) * 0.05;
  const step = storeIndex % 3 === 2 ? 0.03 : -0.04;
  return Math.min(0.6, Math.max(0, start + step * wave));
}

/** One accepted, paid report per store and past wave, by an auditor of the store's city. */
export function pastWaveJourneys(): JourneySeed[] {
  return Object.entries(RUNNING_CYCLE).flatMap(([client, key]) =>
    STORES.filter((s) => s.client === client).flatMap((store, storeIndex) =>
      WAVES.map((wave, n) => {
        // audits spread over the wave's first fortnight, a store a day
        const auditDay = wave.startDay + 4 + (storeIndex % 10);
        const appliedDay = auditDay - BOOKED_DAYS_AHEAD;
        return {
          auditor: auditorFor(store.city, appliedDay),
          cycle: pastWaveKey(key, n),
          store: store.key,
          appliedDay,
          auditDay,
          application: 'APPROVED' as const,
          assigned: { status: 'ACCEPTED' as const, payment: 'PAID' as const },
          lapseShare: lapseShare(storeIndex, n),
        };
      }),
    ),
  );
}
