import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_PLAN_MESSAGES, type ActionPlan, type BrandReport } from '../../src/contract';
import { brandRegion, createBrandWorld, type PlannedReport, seatedBrandReader } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * A plan opened by hand (decision 0087), on both databases: a seat above the store opens one from
 * a visit that passed, for questions that lost marks; the brand report says which it may name and
 * whether this reader may; the store is told; a visit owes one plan, with one winner on PostgreSQL.
 */
describe.each(DIALECTS)('a plan opened by hand, on %s', (dialect) => {
  let h: Harness;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  const cookies = { client: '', store: '', region: '', otherRegion: '' };
  let storeId = 0;
  // a pass mark of 40%: a visit that lost one question's marks passes, and opens no plan by rule
  const reports: PlannedReport[] = [
    { wave: 'second', store: 'andheri', service: 'Yes', billing: 'No', status: 'COMPLETED' },
    { wave: 'first', store: 'andheri', service: 'No', billing: 'Yes', status: 'COMPLETED' },
    { wave: 'second', store: 'bandra', service: 'Yes', billing: 'Yes', status: 'COMPLETED' },
    { wave: 'second', store: 'kothrud', service: 'No', billing: 'Yes', status: 'COMPLETED' },
  ];
  const post = (cookie: string, path: string, body: object) =>
    h.app.inject({ method: 'POST', url: `/api/${path}`, headers: { cookie, origin: ORIGIN }, payload: body });
  const reportOf = async (cookie: string, n: number) =>
    (
      await h.app.inject({ url: `/api/brand/reports/${world.reports[n]}`, headers: { cookie } })
    ).json() as BrandReport;
  const open = (cookie: string, n: number, questionIds: number[]) =>
    post(cookie, `brand/reports/${world.reports[n]}/action_plan`, { question_ids: questionIds });

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(h.db, auditor, 'Hand Chai', reports);
    const client = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', client.id).execute();
    cookies.client = await sessionFor(h.app, client.email, client.password);
    const west = await brandRegion(h.db, world.clientId, 'West', [world.cities.mumbai]);
    const deccan = await brandRegion(h.db, world.clientId, 'Deccan', [world.cities.pune]);
    const seat = (values: Parameters<typeof seatedBrandReader>[2]) =>
      seatedBrandReader(h, world.clientId, values);
    const store = await seat({ brand_seat: 'store', brand_store_id: world.stores.andheri });
    storeId = store.id;
    cookies.store = store.cookie;
    cookies.region = (await seat({ brand_seat: 'region', brand_region_id: west })).cookie;
    cookies.otherRegion = (await seat({ brand_seat: 'region', brand_region_id: deccan })).cookie;
    for (const wave of Object.values(world.waves))
      await h.db
        .insertInto('scoring_rules')
        .values({
          audit_cycle_id: wave.id,
          version: 1,
          rules: JSON.stringify({
            sectionWeights: [],
            criticalQuestionIds: [],
            criticalZeroes: 'section',
            bonusQuestionIds: [],
            passMark: 40,
          }),
          created_at: new Date().toISOString(),
        })
        .execute();
    for (const id of world.reports) await post(cookies.client, `review/report/${id}/accept`, {});
  });
  afterAll(() => h?.close());

  it('opens a plan for the questions chosen among those that lost marks, tells the store, and only once', async () => {
    const read = await reportOf(cookies.region, 0);
    expect(read.action.plan).toBeNull();
    expect(read.action.can_open).toBe(true);
    expect(read.action.fixable_question_ids).toHaveLength(1);
    // the store sees the visit, but does not open a plan against itself
    expect((await reportOf(cookies.store, 0)).action.can_open).toBe(false);
    const billing = read.action.fixable_question_ids[0] as number;
    expect((await open(cookies.store, 0, [billing])).statusCode).toBe(400);
    expect((await open(cookies.otherRegion, 0, [billing])).statusCode).toBe(404);
    // a question that kept its marks, or none, is not a fix to owe
    const service = read.questionnaire
      .flatMap((section) => section.questions)
      .find((question) => question.id !== billing)?.id as number;
    const kept = await open(cookies.region, 0, [service]);
    expect(kept.json()).toEqual({ question_ids: [ACTION_PLAN_MESSAGES.notFixable] });
    expect((await open(cookies.region, 0, [])).json()).toEqual({
      question_ids: [ACTION_PLAN_MESSAGES.noQuestions],
    });

    const opened = await open(cookies.region, 0, [billing]);
    expect(opened.statusCode, opened.body).toBe(200);
    const plan = opened.json() as ActionPlan;
    expect(plan).toMatchObject({ reason: 'by_hand', state: 'OPEN' });
    expect(plan.items.map((item) => item.question_id)).toEqual([billing]);
    const told = await h.db
      .selectFrom('notices')
      .select('kind')
      .where('recipient_id', '=', storeId)
      .where('kind', '=', 'action_plan_opened')
      .execute();
    expect(told).toHaveLength(1);
    expect((await reportOf(cookies.store, 0)).action).toEqual({
      plan: { id: plan.id, state: 'OPEN' },
      fixable_question_ids: [],
      can_open: false,
    });
    const again = await open(cookies.client, 0, [billing]);
    expect(again.json()).toEqual({ non_field_errors: [ACTION_PLAN_MESSAGES.planExists] });
    // a visit with full marks has nothing to fix
    expect((await reportOf(cookies.client, 2)).action).toEqual({
      plan: null,
      fixable_question_ids: [],
      can_open: false,
    });
  });

  it('shows the store’s plan from an earlier visit on the next visit’s report, to the brand and to its reviewers', async () => {
    // the first wave's visit at Andheri gets a plan
    const earlier = await reportOf(cookies.client, 1);
    const planId = ((await open(cookies.client, 1, earlier.action.fixable_question_ids)).json() as ActionPlan)
      .id;
    expect(earlier.earlier_plan).toBeNull();
    // the second wave's visit is later: its readers see that plan, by its questions' texts
    const later = await reportOf(cookies.region, 0);
    expect(later.earlier_plan).toMatchObject({
      id: planId,
      state: 'OPEN',
      items: [{ question_text: expect.any(String) }],
    });
    const reviewed = await h.app.inject({
      url: `/api/review/report/${world.reports[0]}`,
      headers: { cookie: cookies.client },
    });
    expect(reviewed.json().earlier_plan).toEqual(later.earlier_plan);
    // Bandra's visit is of another store
    expect((await reportOf(cookies.client, 2)).earlier_plan).toBeNull();
  });

  it.runIf(dialect === 'postgres')('opens one plan when two hands open one at once', async () => {
    const fixable = (await reportOf(cookies.client, 3)).action.fixable_question_ids;
    const both = await Promise.all([open(cookies.client, 3, fixable), open(cookies.otherRegion, 3, fixable)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const plans = await h.db
      .selectFrom('action_plans')
      .select('id')
      .where('audit_store_id', '=', world.reports[3] as number)
      .execute();
    expect(plans).toHaveLength(1);
  });
});
