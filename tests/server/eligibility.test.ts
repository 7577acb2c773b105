import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyWindow, type CyclePage, OPEN_TO_ALL, type OpportunityCycle } from '../../src/contract';
import { createApplicant } from './accountWorld';
import { type Harness, ORIGIN, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createCity, createCycleWithAudits, daysFromToday } from './world';

/**
 * Eligibility before effort (contract/eligibility.ts, decision 0031): the server judges every cycle
 * it lists against the auditor's profile and ratings, says what an unmet factor needs, counts on
 * the dashboard only what the auditor can apply for, and refuses an apply with the same words.
 */

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const NEAR = { latitude: 19.05, longitude: 72.88 };
const NEEDS_RATING = { key: 'auditor_rating', needs: 'needs an auditor rating of 4 or more', missing: true };
const NEEDS_INCOME = {
  key: 'income',
  needs: 'needs an income between ₹5 lakh and ₹10 lakh a year',
  missing: true,
};

describe.each(DIALECTS)('eligibility on %s', (dialect) => {
  let h: Harness;
  let me: Awaited<ReturnType<typeof createApplicant>>;
  const cycles = { open: 0, female: 0, rated: 0, income: 0, reviewed: 0 };
  const audits: Record<keyof typeof cycles, number[]> = {
    open: [],
    female: [],
    rated: [],
    income: [],
    reviewed: [],
  };

  const get = <T>(url: string) =>
    h.app.inject({ url: `/api/auditor/${url}`, headers: { cookie: me.cookie } }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    });
  const cardsOf = async () =>
    (await get<OpportunityCycle[]>('audit')).map((card) => [
      card.audit_cycle.id,
      card.opportunities,
      card.eligibility,
    ]);
  const cycleWith = async (name: keyof typeof cycles, count: number, factors: Record<string, string[]>) => {
    const created = await createCycleWithAudits(h.db, { stores: Array.from({ length: count }, () => NEAR) });
    const rows = Object.entries(factors).map(([key, value]) => ({
      audit_cycle_id: created.cycleId,
      key,
      value: JSON.stringify(value),
    }));
    if (rows.length > 0) await h.db.insertInto('audit_alignment_factors').values(rows).execute();
    cycles[name] = created.cycleId;
    audits[name] = created.auditIds;
  };
  const setRating = (rating: number) =>
    h.db
      .updateTable('account_flags')
      .set({ auditor_rating: rating })
      .where('user_id', '=', me.user.id)
      .execute();
  const apply = (auditId: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/audit/${auditId}/application/apply`,
      headers: { cookie: me.cookie, origin: ORIGIN },
      payload: {
        audit_date: applyWindow({ start_date: daysFromToday(-5), end_date: daysFromToday(20) }, new Date())
          .accepted?.first,
      },
    });

  beforeAll(async () => {
    h = await startHarness(dialect);
    me = await createApplicant(h.db, h, await createCity(h.db, 'Mumbai', MUMBAI)); // F, GR, single, no rating
    await cycleWith('open', 2, { 'date availability': ['any'], pets: ['cat'] });
    await cycleWith('female', 1, { gender: ['F'], education: ['GR', 'PG'] });
    await cycleWith('rated', 3, { gender: ['F', 'M'], auditor_rating: ['4', '5'] });
    await cycleWith('income', 1, { income: ['3'], auditor_rating: ['4', '5'] });
    await cycleWith('reviewed', 1, { report_rating: ['4', '5'] });
  });
  afterAll(() => h.close());

  it('lists the cycles the auditor qualifies for first, and says what each other one needs', async () => {
    expect(await cardsOf()).toEqual([
      [cycles.open, 2, OPEN_TO_ALL],
      [cycles.female, 1, OPEN_TO_ALL],
      [cycles.rated, 3, { eligible: false, unmet: [NEEDS_RATING] }],
      [cycles.income, 1, { eligible: false, unmet: [NEEDS_INCOME, NEEDS_RATING] }],
      [
        cycles.reviewed,
        1,
        {
          eligible: false,
          unmet: [{ key: 'report_rating', needs: 'needs a report rating of 4 or more', missing: true }],
        },
      ],
    ]);
    // the dashboard counts only the audits the auditor can apply for
    expect((await get<{ available_audits: number }>('dashboard/stats')).available_audits).toBe(3);
  });

  it("gives the cycle page the same verdict, and apply refuses in the page's words", async () => {
    const page = await get<CyclePage>(`audit/${cycles.income}`);
    expect(page.eligibility).toEqual({ eligible: false, unmet: [NEEDS_INCOME, NEEDS_RATING] });
    const refusal = await apply(audits.income[0] as number);
    expect([refusal.statusCode, refusal.json()]).toEqual([
      400,
      {
        non_field_errors: [
          'You do not qualify for this audit: it needs an income between ₹5 lakh and ₹10 lakh a year and needs an auditor rating of 4 or more.',
        ],
      },
    ]);
    expect((await get<CyclePage>(`audit/${cycles.female}`)).eligibility).toEqual(OPEN_TO_ALL);
  });

  it('opens a cycle once the auditor has what it asks for, in the list, the count and apply', async () => {
    await setRating(3);
    const wrongRating = (await get<CyclePage>(`audit/${cycles.rated}`)).eligibility;
    // a rating they have, but not one the cycle takes: not "missing"
    expect(wrongRating).toEqual({ eligible: false, unmet: [{ ...NEEDS_RATING, missing: false }] });
    expect((await apply(audits.rated[0] as number)).statusCode).toBe(400);

    await setRating(4);
    expect((await cardsOf()).slice(0, 3)).toEqual([
      [cycles.open, 2, OPEN_TO_ALL],
      [cycles.female, 1, OPEN_TO_ALL],
      [cycles.rated, 3, OPEN_TO_ALL],
    ]);
    expect((await get<{ available_audits: number }>('dashboard/stats')).available_audits).toBe(6);
    expect((await apply(audits.rated[0] as number)).statusCode).toBe(200);
    // the application holds its audit: one fewer opportunity, and the count agrees
    expect((await cardsOf())[2]).toEqual([cycles.rated, 2, OPEN_TO_ALL]);
    expect((await get<{ available_audits: number }>('dashboard/stats')).available_audits).toBe(5);
  });
});
