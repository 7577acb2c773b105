import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActionPlan,
  type ActionPlanList,
  DEFAULT_SCORING_RULES,
  type StoredScoringRules,
} from '../../src/contract';
import { calendarDate, shiftCalendarDate } from '../../src/server/domain/calendar';
import { createBrandWorld, type PlannedReport, seatedBrandReader } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * A failed visit opens a corrective action plan at its accept (decision 0084), on both databases:
 * a score under the pass mark or a failed critical question opens one, a passing visit none; its
 * items are the questions that lost marks with the answers the brand accepted; its owner is the
 * store's manager, else the region's, else nobody (the head office); on PostgreSQL accepts of one
 * report at once open one plan.
 */
describe.each(DIALECTS)('a plan opened by rule at the accept, on %s', (dialect) => {
  let h: Harness;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  let client: string;
  // the second wave keeps the default rules (pass at 70); the first has Billing critical, pass at 40
  const reports: PlannedReport[] = [
    { wave: 'second', store: 'andheri', service: 'Yes', billing: 'No', status: 'COMPLETED' },
    { wave: 'second', store: 'bandra', service: 'Yes', billing: 'Yes', status: 'COMPLETED' },
    { wave: 'first', store: 'bandra', service: 'Yes', billing: 'No', status: 'COMPLETED' },
    { wave: 'first', store: 'kothrud', service: 'No', billing: 'Yes', status: 'COMPLETED' },
    { wave: 'second', store: 'kothrud', service: 'No', billing: 'No', status: 'COMPLETED' },
    { wave: 'second', store: 'bandra', service: 'No', billing: 'Yes', status: 'COMPLETED' },
  ];
  const accept = (n: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/review/report/${world.reports[n]}/accept`,
      headers: { cookie: client, origin: ORIGIN },
    });
  const planOf = (n: number) =>
    h.db
      .selectFrom('action_plans')
      .selectAll()
      .where('audit_store_id', '=', world.reports[n] as number)
      .execute();
  const itemsOf = (planId: number) =>
    h.db.selectFrom('action_items').selectAll().where('plan_id', '=', planId).orderBy('id').execute();
  const seat = async (values: Parameters<typeof seatedBrandReader>[2]) => {
    const reader = await seatedBrandReader(h, world.clientId, values);
    seated.set(reader.id, reader.cookie);
    return reader.id;
  };
  /** the signed-in sessions of the seats made above, by user id */
  const seated = new Map<number, string>();
  const read = (cookie: string, path: string) =>
    h.app.inject({ url: `/api/brand/${path}`, headers: { cookie } });

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(h.db, auditor, 'Plan Chai', reports);
    const rules: StoredScoringRules = {
      sectionWeights: [],
      criticalQuestionIds: [world.waves.first.billing.question],
      criticalZeroes: 'section',
      bonusQuestionIds: [],
      passMark: 40,
      // this wave gives a plan twelve days (decision 0089); the second keeps the default
      actionPlanDays: 12,
    };
    await h.db
      .insertInto('scoring_rules')
      .values({
        audit_cycle_id: world.waves.first.id,
        version: 1,
        rules: JSON.stringify(rules),
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .execute();
    const user = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', user.id).execute();
    client = await sessionFor(h.app, user.email, user.password);
  });
  afterAll(() => h?.close());

  it('opens a plan for a score under the pass mark, an item per question that lost marks, owned by the store’s manager', async () => {
    const manager = await seat({ brand_seat: 'store', brand_store_id: world.stores.andheri });
    expect((await accept(0)).statusCode).toBe(200);
    const [plan, ...more] = await planOf(0);
    expect(more).toHaveLength(0);
    expect(plan).toMatchObject({
      client_id: world.clientId,
      store_id: world.stores.andheri,
      reason: 'score',
      state: 'OPEN',
      owner_id: manager,
      opened_by: null,
      due_date: shiftCalendarDate(calendarDate(new Date()), DEFAULT_SCORING_RULES.actionPlanDays),
      resolved_at: null,
    });
    const items = await itemsOf(plan?.id as number);
    expect(
      items.map((item) => [item.question_id, item.critical, item.earned, item.possible, item.state]),
    ).toEqual([[world.waves.second.billing.question, 0, 0, 5, 'OPEN']]);
    expect(JSON.parse(items[0]?.answer_text ?? '')).toEqual(['No']);
    const events = await h.db
      .selectFrom('action_plan_events')
      .selectAll()
      .where('plan_id', '=', plan?.id as number)
      .execute();
    expect(events.map((e) => [e.from_state, e.to_state, e.by_user_id, e.item_id])).toEqual([
      [null, 'OPEN', null, null],
    ]);
  });

  it('opens none for a visit that passed', async () => {
    expect((await accept(1)).statusCode).toBe(200);
    expect(await planOf(1)).toHaveLength(0);
  });

  it('opens one for a failed critical question whatever the score, owned by the region’s manager when the store has none', async () => {
    const region = await h.db
      .insertInto('brand_regions')
      .values({ client_id: world.clientId, name: 'West', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('brand_region_cities')
      .values({ client_id: world.clientId, city_id: world.cities.mumbai, region_id: region.id })
      .execute();
    const regionManager = await seat({ brand_seat: 'region', brand_region_id: region.id });
    // Billing failed and is critical: its section is 0, the report 50%, above this wave's pass at 40
    expect((await accept(2)).statusCode).toBe(200);
    const [plan] = await planOf(2);
    expect(plan).toMatchObject({
      reason: 'critical',
      owner_id: regionManager,
      store_id: world.stores.bandra,
      due_date: shiftCalendarDate(calendarDate(new Date()), 12),
    });
    const items = await itemsOf(plan?.id as number);
    expect(items.map((item) => [item.question_id, item.critical])).toEqual([
      [world.waves.first.billing.question, 1],
    ]);
    // Service failed, not critical, 50% above 40: no plan
    expect((await accept(3)).statusCode).toBe(200);
    expect(await planOf(3)).toHaveLength(0);
  });

  it('leaves a store with neither manager to the head office: no owner; every lost question an item', async () => {
    expect((await accept(4)).statusCode).toBe(200);
    const [plan] = await planOf(4);
    expect(plan).toMatchObject({ reason: 'score', owner_id: null, store_id: world.stores.kothrud });
    const items = await itemsOf(plan?.id as number);
    expect(items.map((item) => item.question_id)).toEqual([
      world.waves.second.service.question,
      world.waves.second.billing.question,
    ]);
  });

  it.runIf(dialect === 'postgres')(
    'opens one plan when the same report is accepted several times at once',
    async () => {
      const answers = await Promise.all([accept(5), accept(5), accept(5), accept(5)]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const plans = await planOf(5);
      expect(plans).toHaveLength(1);
      expect(await itemsOf(plans[0]?.id as number)).toHaveLength(1);
    },
  );

  it('lists the plans within each reader’s seat: the head office every one, a region its own, a store its own, another brand none', async () => {
    const all = await h.db
      .selectFrom('action_plans')
      .select(['id', 'store_id', 'owner_id'])
      .where('client_id', '=', world.clientId)
      .orderBy('id')
      .execute();
    const headOffice = (await read(client, 'actions')).json() as ActionPlanList;
    expect(headOffice.plans.map((plan) => plan.id).sort()).toEqual(all.map((plan) => plan.id).sort());
    expect(headOffice.counts).toEqual({ open: all.length, overdue: 0, in_review: 0, resolved: 0 });
    // per store, counted by the server: every plan open, none resolved yet
    const perStore = new Map<number, number>();
    for (const plan of all) perStore.set(plan.store_id, (perStore.get(plan.store_id) ?? 0) + 1);
    const byId = (a: number[], b: number[]) => (a[0] as number) - (b[0] as number);
    expect(headOffice.stores.map((store) => [store.store_id, store.open, store.resolved]).sort(byId)).toEqual(
      [...perStore].map(([storeId, open]) => [storeId, open, 0]).sort(byId),
    );
    expect(headOffice.stores.every((store) => store.resolve_days === null)).toBe(true);
    const opens = headOffice.stores.map((store) => store.open);
    expect(opens).toEqual([...opens].sort((a, b) => b - a));
    const [storeManager, regionManager] = [...seated.keys()];
    const storeList = (
      await read(seated.get(storeManager as number) as string, 'actions')
    ).json() as ActionPlanList;
    expect(storeList.plans.map((plan) => plan.store_id)).toEqual([world.stores.andheri]);
    const regionList = (
      await read(seated.get(regionManager as number) as string, 'actions')
    ).json() as ActionPlanList;
    expect(new Set(regionList.plans.map((plan) => plan.store_id))).toEqual(
      new Set([world.stores.andheri, world.stores.bandra]),
    );
    const kothrud = all.find((plan) => plan.store_id === world.stores.kothrud);
    const notTheirs = await read(seated.get(storeManager as number) as string, `actions/${kothrud?.id}`);
    expect(notTheirs.statusCode).toBe(404);

    const other = await createBrandWorld(
      h.db,
      (await createUser(h.db, { role: 'auditor' })).id,
      'Other Chai',
      [],
    );
    const stranger = await createUser(h.db, { role: 'client' });
    await h.db
      .updateTable('users')
      .set({ client_id: other.clientId })
      .where('id', '=', stranger.id)
      .execute();
    const strangerCookie = await sessionFor(h.app, stranger.email, stranger.password);
    expect(((await read(strangerCookie, 'actions')).json() as ActionPlanList).plans).toEqual([]);
    expect((await read(strangerCookie, `actions/${kothrud?.id}`)).statusCode).toBe(404);
  });

  it('reads one plan: each item as the report answered it, its deadline, overdue once the day has passed, and its history', async () => {
    const [plan] = await planOf(4);
    await h.db
      .updateTable('action_plans')
      .set({ due_date: shiftCalendarDate(calendarDate(new Date()), -1) })
      .where('id', '=', plan?.id as number)
      .execute();
    const read1 = (await read(client, `actions/${plan?.id}`)).json() as ActionPlan;
    expect(read1).toMatchObject({
      id: plan?.id,
      reason: 'score',
      state: 'OPEN',
      owner_name: null,
      overdue: true,
    });
    expect(
      read1.items.map((item) => [item.section_name, item.question_text, item.answer, item.overdue]),
    ).toEqual([
      ['Service', 'Service?', ['No'], false],
      ['Billing', 'Billing?', ['No'], false],
    ]);
    expect(read1.history).toEqual([
      { item_id: null, from_state: null, to_state: 'OPEN', by_name: null, note: null, at: plan?.created_at },
    ]);
    expect(((await read(client, 'actions')).json() as ActionPlanList).counts.overdue).toBe(1);
  });
});
