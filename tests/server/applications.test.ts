import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLY_MESSAGES,
  type AppliedList,
  applyWindow,
  DISCOVERY_GATE_MESSAGES,
  reapplyWindow,
} from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { createApplicant } from './accountWorld';
import { type Harness, ORIGIN, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createApplication, createCity, createCycleWithAudits, daysFromToday } from './world';

/**
 * Applications (decision 0019): the server keeps every rule the page shows (gates, booking windows,
 * eligibility, one live application, cancel states, reapply in one transaction); every refusal is
 * a 400 that changes nothing.
 */

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('applications on %s', (dialect) => {
  let h: Harness;
  let city: number;
  let cycle: { cycleId: number; auditIds: number[] };
  const window = () =>
    applyWindow({ start_date: daysFromToday(-5), end_date: daysFromToday(20) }, new Date()).accepted!;

  const post = (cookie: string, url: string, payload?: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/${url}`,
      headers: { cookie, origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const applyFor = (cookie: string, auditId: number, date: string) =>
    post(cookie, `audit/${auditId}/application/apply`, { audit_id: auditId, audit_date: date });
  const statuses = (db: Db, userId: number, auditId: number) =>
    db
      .selectFrom('applications')
      .select(['status', 'audit_date'])
      .where('auditor_id', '=', userId)
      .where('audit_id', '=', auditId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    h = await startHarness(dialect);
    city = await createCity(h.db);
    cycle = await createCycleWithAudits(h.db, { audits: 4 });
  });
  afterAll(() => h.close());

  it('applies for a date inside the window, first and last day included, and lists it', async () => {
    const me = await createApplicant(h.db, h, city);
    const [a, b] = cycle.auditIds as [number, number];
    const first = await applyFor(me.cookie, a, window().first);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ audit: a, audit_date: window().first, status: 'APPLIED' });
    expect((await applyFor(me.cookie, b, window().last)).statusCode).toBe(200);
    const list = await h.app.inject({ url: '/api/auditor/applied_audits', headers: { cookie: me.cookie } });
    expect(list.json<AppliedList>().applied_audits.map((entry) => entry.audit)).toEqual([b, a]);
    expect(list.json<AppliedList>().total_count).toBe(2);
    // each entry names its client and its store, as the audit's own rows say
    const names = await h.db
      .selectFrom('audits')
      .innerJoin('stores', 'stores.id', 'audits.store_id')
      .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
      .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
      .select(['stores.name as store_name', 'clients.auditor_display_name as client_name'])
      .where('audits.id', '=', a)
      .executeTakeFirstOrThrow();
    expect(list.json<AppliedList>().applied_audits[1]).toMatchObject(names);
  });

  it('refuses a date outside the window or not a date, by the audit_date field', async () => {
    const me = await createApplicant(h.db, h, city);
    const audit = cycle.auditIds[0] as number;
    const outside = APPLY_MESSAGES.dateOutsideWindow(window().first, window().last);
    for (const date of [shift(window().first, -1), shift(window().last, 1), daysFromToday(0)]) {
      const response = await applyFor(me.cookie, audit, date);
      expect([response.statusCode, response.json()], date).toEqual([400, { audit_date: [outside] }]);
    }
    for (const body of [{}, { audit_date: '' }, { audit_date: '2026-13-45' }, { audit_date: 5 }]) {
      const response = await post(me.cookie, `audit/${audit}/application/apply`, body);
      expect([response.statusCode, response.json().audit_date]).toEqual([400, [APPLY_MESSAGES.pickDate]]);
    }
    expect(await statuses(h.db, me.user.id, audit)).toEqual([]);
  });

  it('keeps each gate: mobile, personal information, bank details, accepted policies', async () => {
    const audit = cycle.auditIds[2] as number;
    const cases: Array<[Parameters<typeof createApplicant>[3], string]> = [
      [{ mobile: false }, DISCOVERY_GATE_MESSAGES.mobileMissing],
      [{ bank: false }, APPLY_MESSAGES.bankMissing],
      [{ terms: false }, APPLY_MESSAGES.termsNotAccepted],
    ];
    for (const [steps, message] of cases) {
      const who = await createApplicant(h.db, h, city, steps);
      const response = await applyFor(who.cookie, audit, window().first);
      expect([response.statusCode, response.json().non_field_errors]).toEqual([400, [message]]);
      expect(await statuses(h.db, who.user.id, audit)).toEqual([]);
    }
  });

  it('names the eligibility factor an auditor does not match', async () => {
    const picky = await createCycleWithAudits(h.db, { audits: 1 });
    await h.db
      .insertInto('audit_alignment_factors')
      .values([
        { audit_cycle_id: picky.cycleId, key: 'gender', value: JSON.stringify(['F']) },
        { audit_cycle_id: picky.cycleId, key: 'marital_status', value: JSON.stringify(['M']) },
        { audit_cycle_id: picky.cycleId, key: 'date availability', value: JSON.stringify(['any']) },
      ])
      .execute();
    const me = await createApplicant(h.db, h, city); // F, single
    const response = await applyFor(me.cookie, picky.auditIds[0] as number, window().first);
    expect(response.json().non_field_errors).toEqual([
      'You do not qualify for this audit: it needs marital status Married.',
    ]);
    await h.db
      .updateTable('profiles')
      .set({ marital_status: 'M' })
      .where('user_id', '=', me.user.id)
      .execute();
    expect((await applyFor(me.cookie, picky.auditIds[0] as number, window().first)).statusCode).toBe(200);
  });

  it.each([
    ['gender', 'gender'],
    ['education', 'education'],
    ['marital_status', 'marital status'],
    ['income', 'an income of'],
    ['car_cost', 'a car costing'],
    ['auditor_rating', 'an auditor rating of'],
    ['report_rating', 'a report rating of'],
  ])('refuses by name an auditor whose %s the cycle does not ask for', async (key, needs) => {
    const picky = await createCycleWithAudits(h.db, { audits: 1 });
    await h.db
      .insertInto('audit_alignment_factors')
      .values({ audit_cycle_id: picky.cycleId, key, value: JSON.stringify(['nobody has this']) })
      .execute();
    const me = await createApplicant(h.db, h, city);
    const audit = picky.auditIds[0] as number;
    const response = await applyFor(me.cookie, audit, window().first);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { non_field_errors: [`You do not qualify for this audit: it needs ${needs} nobody has this.`] },
    ]);
    expect(await statuses(h.db, me.user.id, audit)).toEqual([]);
  });

  it('lets in an auditor who matches every factor the cycle asks for', async () => {
    const open = await createCycleWithAudits(h.db, { audits: 1 });
    const me = await createApplicant(h.db, h, city); // F, GR, single
    await h.db
      .insertInto('additional_infos')
      .values({ user_id: me.user.id, income: 3, car_cost: 2, updated_at: new Date().toISOString() })
      .execute();
    await h.db
      .updateTable('account_flags')
      .set({ auditor_rating: 4 })
      .where('user_id', '=', me.user.id)
      .execute();
    const factors = {
      gender: ['F'],
      education: ['GR'],
      marital_status: ['S'],
      income: ['3'],
      car_cost: ['2'],
    };
    await h.db
      .insertInto('audit_alignment_factors')
      .values(
        Object.entries({ ...factors, auditor_rating: ['4', '5'] }).map(([key, value]) => ({
          audit_cycle_id: open.cycleId,
          key,
          value: JSON.stringify(value),
        })),
      )
      .execute();
    const response = await applyFor(me.cookie, open.auditIds[0] as number, window().first);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('keeps one live application per audit, also for two taps at once', async () => {
    const me = await createApplicant(h.db, h, city);
    const audit = cycle.auditIds[3] as number;
    const [one, two] = await Promise.all([
      applyFor(me.cookie, audit, window().first),
      applyFor(me.cookie, audit, window().first),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const again = await applyFor(me.cookie, audit, window().last);
    expect(again.json().non_field_errors).toEqual([APPLY_MESSAGES.alreadyApplied]);
    expect(await statuses(h.db, me.user.id, audit)).toEqual([
      { status: 'APPLIED', audit_date: window().first },
    ]);
  });

  it('cancels only an APPLIED or WAITLISTED application', async () => {
    const me = await createApplicant(h.db, h, city);
    const [a, b, c] = cycle.auditIds as [number, number, number];
    await createApplication(h.db, me.user.id, a, 'APPLIED');
    await createApplication(h.db, me.user.id, b, 'WAITLISTED');
    await createApplication(h.db, me.user.id, c, 'APPROVED');
    expect((await post(me.cookie, `audit/${a}/application/cancel`)).json().status).toBe('WITHDRAWN');
    expect((await post(me.cookie, `audit/${b}/application/cancel`)).json().status).toBe('WITHDRAWN');
    const approved = await post(me.cookie, `audit/${c}/application/cancel`);
    expect([approved.statusCode, approved.json().non_field_errors]).toEqual([
      400,
      [APPLY_MESSAGES.nothingToCancel],
    ]);
    const again = await post(me.cookie, `audit/${a}/application/cancel`);
    expect(again.statusCode).toBe(400);
    expect((await statuses(h.db, me.user.id, c)).map((row) => row.status)).toEqual(['APPROVED']);
    expect((await post(me.cookie, 'audit/999999/application/cancel')).statusCode).toBe(404);
  });

  it('reapplies in one transaction: a refused reapply leaves the old application as it was', async () => {
    const me = await createApplicant(h.db, h, city);
    const audit = cycle.auditIds[1] as number;
    await createApplication(h.db, me.user.id, audit, 'APPLIED');
    const before = await statuses(h.db, me.user.id, audit);
    const reapplyTo = (date: string) =>
      post(me.cookie, `audit/${audit}/application/reapply`, { audit_date: date });
    const offered = reapplyWindow({ start_date: daysFromToday(-5), end_date: daysFromToday(20) }, new Date())
      .offered!;
    const late = await reapplyTo(shift(offered.last, 1));
    expect(late.statusCode).toBe(400);
    expect(late.json().audit_date).toBeDefined();
    expect(await statuses(h.db, me.user.id, audit)).toEqual(before);

    const done = await reapplyTo(offered.last);
    expect(done.statusCode, done.body).toBe(200);
    expect((await statuses(h.db, me.user.id, audit)).map((row) => [row.status, row.audit_date])).toEqual([
      ['WITHDRAWN', before[0]?.audit_date],
      ['APPLIED', offered.last],
    ]);
    // nothing live to replace: refused, and nothing new
    const stranger = await createApplicant(h.db, h, city);
    expect(
      (await post(stranger.cookie, `audit/${audit}/application/reapply`, { audit_date: offered.last }))
        .statusCode,
    ).toBe(400);
    expect(await statuses(h.db, stranger.user.id, audit)).toEqual([]);
  });

  it('answers 404 for an unknown audit and 400 for a closed cycle or another audit id in the body', async () => {
    const me = await createApplicant(h.db, h, city);
    expect((await applyFor(me.cookie, 999_999, window().first)).statusCode).toBe(404);
    const closed = await createCycleWithAudits(h.db, { status: 'ARCHIVED', audits: 1 });
    const refusal = await applyFor(me.cookie, closed.auditIds[0] as number, window().first);
    expect([refusal.statusCode, refusal.json().non_field_errors]).toEqual([400, [APPLY_MESSAGES.notOpen]]);
    const audit = cycle.auditIds[0] as number;
    const mismatch = await post(me.cookie, `audit/${audit}/application/apply`, {
      audit_id: audit + 1,
      audit_date: window().first,
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('pages the applied list with Load More', async () => {
    const me = await createApplicant(h.db, h, city);
    const many = await createCycleWithAudits(h.db, { audits: 12 });
    for (const audit of many.auditIds) await createApplication(h.db, me.user.id, audit, 'APPLIED');
    const page = async (query: string) =>
      (
        await h.app.inject({ url: `/api/auditor/applied_audits${query}`, headers: { cookie: me.cookie } })
      ).json<AppliedList>();
    const first = await page('');
    expect([first.applied_audits.length, first.total_count]).toEqual([10, 12]);
    const more = await page('?is_load_more=true&last_total_count=10');
    expect(more.applied_audits.map((entry) => entry.audit)).toEqual([many.auditIds[1], many.auditIds[0]]);
    expect(
      (
        await h.app.inject({
          url: '/api/auditor/applied_audits?last_total_count=-1',
          headers: { cookie: me.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });
});
