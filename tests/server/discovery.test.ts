import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCOVERY_GATE_MESSAGES,
  DISCOVERY_MESSAGES,
  OPEN_TO_ALL,
  type OpportunityCycle,
} from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import {
  completePersonalInfo,
  createApplication,
  createCity,
  createCycleWithAudits,
  daysFromToday,
} from './world';

/**
 * Audit discovery (decision 0019): the opportunities within a distance of the auditor's city (or a
 * searched one), grouped per cycle, nearest first, and the dashboard's count of the same.
 */

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const NEAR = { latitude: 19.05, longitude: 72.88 }; // about 3 km from Mumbai's centre
const THANE = { latitude: 19.2183, longitude: 72.9781 }; // about 19 km

/** Great-circle kilometres, as the query computes them. */
function km(a: typeof MUMBAI, b: typeof MUMBAI): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin((rad(b.latitude) - rad(a.latitude)) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin((rad(b.longitude) - rad(a.longitude)) / 2) ** 2;
  return Math.round(12_742 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

async function auditorIn(db: Db, h: Harness, cityId: number | null, mobile: string | null = '9820012345') {
  const user = await createUser(db);
  await completePersonalInfo(db, user.id, cityId, mobile);
  return { user, cookie: await sessionFor(h.app, user.email, user.password) };
}

describe.each(DIALECTS)('audit discovery on %s', (dialect) => {
  let h: Harness;
  let me: Awaited<ReturnType<typeof auditorIn>>;
  let cycles: Record<'near' | 'thane' | 'pune', number>;
  let puneCity: number;

  const get = (url: string, cookie = me.cookie) =>
    h.app.inject({ url: `/api/auditor/${url}`, headers: { cookie } });
  const cards = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OpportunityCycle[]>();
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    const mumbai = await createCity(h.db, 'Mumbai', MUMBAI);
    puneCity = await createCity(h.db, 'Pune', PUNE);
    me = await auditorIn(h.db, h, mumbai);
    const near = await createCycleWithAudits(h.db, { stores: [{ ...NEAR, fee: 300, reimbursement: 50 }] });
    const thane = await createCycleWithAudits(h.db, {
      stores: [
        { ...NEAR, fee: 900 },
        { ...THANE, fee: 800, reimbursement: 200 },
        { ...THANE, fee: 600, reimbursement: 250 },
      ],
    });
    const pune = await createCycleWithAudits(h.db, { stores: [{ ...PUNE, fee: 700 }] });
    await createCycleWithAudits(h.db, { status: 'ARCHIVED', stores: [NEAR] }); // not active
    await createCycleWithAudits(h.db, { endDate: daysFromToday(0), stores: [NEAR] }); // nothing bookable left
    // the auditor holds the near store of the Thane cycle; a rejected application holds nothing
    await createApplication(h.db, me.user.id, thane.auditIds[0] as number, 'APPLIED');
    await createApplication(h.db, me.user.id, near.auditIds[0] as number, 'REJECTED');
    cycles = { near: near.cycleId, thane: thane.cycleId, pune: pune.cycleId };
  });
  afterAll(() => h.close());

  it('lists the cycles with opportunities within 100 km, nearest first, with their best fee', async () => {
    expect(await cards('audit')).toEqual([
      {
        audit_cycle: { id: cycles.near, name: 'Cycle', type: 'MYSTERY_AUDIT', client: expect.any(Object) },
        opportunities: 1,
        max_fee: 300,
        max_reimbursement: 50,
        nearest_km: km(MUMBAI, NEAR),
        eligibility: OPEN_TO_ALL,
      },
      {
        audit_cycle: { id: cycles.thane, name: 'Cycle', type: 'MYSTERY_AUDIT', client: expect.any(Object) },
        // the held near store is not an opportunity, so neither its distance nor its fee counts
        opportunities: 2,
        max_fee: 800,
        max_reimbursement: 250,
        nearest_km: km(MUMBAI, THANE),
        eligibility: OPEN_TO_ALL,
      },
    ]);
    // 100 km is the default
    expect(await cards('audit?kms=100')).toEqual(await cards('audit'));
  });

  it('narrows to the chosen distance, and refuses a distance the filter does not offer', async () => {
    expect((await cards('audit?kms=5')).map((card) => card.audit_cycle.id)).toEqual([cycles.near]);
    expect(await cards('audit?kms=1')).toEqual([]);
    const wrong = await get('audit?kms=7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().kms).toBeDefined();
  });

  it('counts on the dashboard exactly the opportunities /audit shows by default', async () => {
    const shown = (await cards('audit')).reduce((sum, card) => sum + card.opportunities, 0);
    const stats = await get('dashboard/stats');
    expect(stats.json().available_audits).toBe(shown);
    expect(shown).toBe(3);
  });

  it('searches around another city', async () => {
    const found = await cards(`audit_by_city?city_id=${puneCity}&kms=100`);
    expect(found.map((card) => [card.audit_cycle.id, card.nearest_km])).toEqual([[cycles.pune, 0]]);
    const unknown = await get('audit_by_city?city_id=999999&kms=100');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { city_id: [DISCOVERY_MESSAGES.selectLocation] },
    ]);
  });

  it('lists nothing before the mobile number and the personal information, and says which is missing', async () => {
    const noMobile = await auditorIn(h.db, h, null, null);
    const refusal = await get('audit', noMobile.cookie);
    expect([refusal.statusCode, refusal.json().non_field_errors]).toEqual([
      400,
      [DISCOVERY_GATE_MESSAGES.mobileMissing],
    ]);
    const noCity = await auditorIn(h.db, h, null);
    const incomplete = await get('audit', noCity.cookie);
    expect(incomplete.json().non_field_errors).toEqual([DISCOVERY_GATE_MESSAGES.personalIncomplete]);
    expect((await get(`audit_by_city?city_id=${puneCity}`, noCity.cookie)).statusCode).toBe(400);
    // and the dashboard says 0, as /audit shows none
    expect((await get('dashboard/stats', noCity.cookie)).json().available_audits).toBe(0);
  });
});

describe.each(DIALECTS)("a cycle's page on %s", (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  it('shows every location nearest first with its fee, distance and the auditor’s latest application', async () => {
    const mumbai = await createCity(h.db, 'Mumbai', MUMBAI);
    const me = await auditorIn(h.db, h, mumbai);
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, {
      stores: [
        { ...THANE, fee: 800, reimbursement: 200 },
        { ...NEAR, fee: 300, reimbursement: 50 },
      ],
    });
    await h.db
      .insertInto('audit_alignment_factors')
      .values([
        { audit_cycle_id: cycleId, key: 'gender', value: JSON.stringify(['F']) },
        { audit_cycle_id: cycleId, key: 'date availability', value: JSON.stringify(['2026-12-01']) },
      ])
      .execute();
    const [thaneAudit, nearAudit] = auditIds as [number, number];
    await createApplication(h.db, me.user.id, thaneAudit, 'WITHDRAWN');
    await createApplication(h.db, me.user.id, thaneAudit, 'APPLIED');
    const response = await h.app.inject({
      url: `/api/auditor/audit/${cycleId}`,
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.audit_alignment_factors).toEqual([
      { key: 'gender', value: ['F'] },
      { key: 'date availability', value: ['2026-12-01'] },
    ]);
    expect(
      page.locations.map(
        (l: { id: number; earnings_per_audit: number; distance_km: number; application: unknown }) => [
          l.id,
          l.earnings_per_audit,
          l.distance_km,
          l.application,
        ],
      ),
    ).toEqual([
      [nearAudit, 300, km(MUMBAI, NEAR), null],
      [
        thaneAudit,
        800,
        km(MUMBAI, THANE),
        { status: 'APPLIED', audit_date: daysFromToday(2), audit_store: null },
      ],
    ]);
  });

  it('is not found for an unknown cycle, or an inactive one the auditor never applied in', async () => {
    const me = await auditorIn(h.db, h, await createCity(h.db, 'Mumbai', MUMBAI));
    const archived = await createCycleWithAudits(h.db, { status: 'ARCHIVED', stores: [NEAR] });
    const get = (id: number) =>
      h.app.inject({ url: `/api/auditor/audit/${id}`, headers: { cookie: me.cookie } });
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get(archived.cycleId)).statusCode).toBe(404);
    await createApplication(h.db, me.user.id, archived.auditIds[0] as number, 'REJECTED');
    expect((await get(archived.cycleId)).statusCode).toBe(200);
  });
});
