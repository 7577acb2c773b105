import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_ITEM_RESUBMIT_DAYS,
  type ActionPlan,
  type ActionPlanList,
  type NoticeKind,
} from '../../src/contract';
import { laterDate } from '../../src/contract/calendarDates';
import { calendarDate, shiftCalendarDate } from '../../src/server/domain/calendar';
import { createBrandWorld, type PlannedReport, seatedBrandReader } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * A plan's steps (decision 0085), on both databases: the store answers its items and sends it for
 * review, a seat above signs each item off or sends it back, the plan resolves when every item is
 * accepted; who may do which; each step told to whom it is for; a resend kept once; on PostgreSQL
 * steps at the same moment have one winner.
 */
describe.each(DIALECTS)('a plan worked and signed off, on %s', (dialect) => {
  let h: Harness;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  const cookies = { client: '', store: '', region: '', otherStore: '' };
  const ids = { store: 0, region: 0, client: 0 };
  // Andheri's fail their manager's; Kothrud's (no manager, no region) the head office's
  const reports: PlannedReport[] = [
    { wave: 'second', store: 'andheri', service: 'No', billing: 'No', status: 'COMPLETED' },
    { wave: 'second', store: 'kothrud', service: 'No', billing: 'No', status: 'COMPLETED' },
    { wave: 'first', store: 'kothrud', service: 'No', billing: 'No', status: 'COMPLETED' },
    { wave: 'first', store: 'andheri', service: 'No', billing: 'No', status: 'COMPLETED' },
  ];
  const post = (cookie: string, path: string, body: object = {}) =>
    h.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { cookie, origin: ORIGIN },
      payload: body,
    });
  const planOf = async (n: number) => {
    await post(cookies.client, `review/report/${world.reports[n]}/accept`);
    const plan = await h.db
      .selectFrom('action_plans')
      .select('id')
      .where('audit_store_id', '=', world.reports[n] as number)
      .executeTakeFirstOrThrow();
    const read = await h.app.inject({
      url: `/api/brand/actions/${plan.id}`,
      headers: { cookie: cookies.client },
    });
    return read.json() as ActionPlan;
  };
  const answer = (cookie: string, itemId: number, done: string) =>
    post(cookie, `brand/action_items/${itemId}`, { done_text: done });
  const ready = (cookie: string, planId: number) => post(cookie, `brand/actions/${planId}/ready`);
  const review = (cookie: string, itemId: number, decision: 'accept' | 'send_back', note = '') =>
    post(cookie, `brand/action_items/${itemId}/review`, { decision, note });
  const noticesOf = async (userId: number, kind: NoticeKind) =>
    h.db
      .selectFrom('notices')
      .selectAll()
      .where('recipient_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
  const seat = (values: Parameters<typeof seatedBrandReader>[2]) =>
    seatedBrandReader(h, world.clientId, values);

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(h.db, auditor, 'Fix Chai', reports);
    const client = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', client.id).execute();
    cookies.client = await sessionFor(h.app, client.email, client.password);
    ids.client = client.id;
    const region = await h.db
      .insertInto('brand_regions')
      .values({ client_id: world.clientId, name: 'West', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('brand_region_cities')
      .values({ client_id: world.clientId, city_id: world.cities.mumbai, region_id: region.id })
      .execute();
    const store = await seat({ brand_seat: 'store', brand_store_id: world.stores.andheri });
    const regionManager = await seat({ brand_seat: 'region', brand_region_id: region.id });
    const otherStore = await seat({ brand_seat: 'store', brand_store_id: world.stores.bandra });
    Object.assign(cookies, {
      store: store.cookie,
      region: regionManager.cookie,
      otherStore: otherStore.cookie,
    });
    Object.assign(ids, { store: store.id, region: regionManager.id });
  });
  afterAll(() => h?.close());

  it('goes from the store’s answers to review, back with a note, and to resolved, each step told and kept', async () => {
    const plan = await planOf(0);
    expect(plan.can).toEqual({ answer: false, review: false });
    expect(await noticesOf(ids.store, 'action_plan_opened')).toHaveLength(1);
    const [first, second] = plan.items as [ActionPlan['items'][number], ActionPlan['items'][number]];

    // nobody but the store answers, and an empty answer says why
    expect((await answer(cookies.otherStore, first.id, 'Fixed')).statusCode).toBe(404);
    expect((await answer(cookies.region, first.id, 'Fixed')).statusCode).toBe(400);
    const empty = await answer(cookies.store, first.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['done_text']);
    // not every item answered: not ready
    const answered = await answer(cookies.store, first.id, 'Trained the team on greeting');
    expect((answered.json() as ActionPlan).can).toEqual({ answer: true, review: false });
    expect((await ready(cookies.store, plan.id)).statusCode).toBe(400);
    expect((await answer(cookies.store, second.id, 'New card machine at the till')).statusCode).toBe(200);
    const sent = (await ready(cookies.store, plan.id)).json() as ActionPlan;
    expect(sent.state).toBe('IN_REVIEW');
    expect(await noticesOf(ids.region, 'action_plan_ready')).toHaveLength(1);

    // a resend after a lost answer finds its work done; a new text after review is refused
    expect((await answer(cookies.store, second.id, 'New card machine at the till')).statusCode).toBe(200);
    expect((await ready(cookies.store, plan.id)).statusCode).toBe(200);
    expect((await answer(cookies.store, second.id, 'Something else')).statusCode).toBe(400);
    expect(await noticesOf(ids.region, 'action_plan_ready')).toHaveLength(1);

    // the store does not sign off its own work; a send-back says what is missing
    expect((await review(cookies.store, first.id, 'accept')).statusCode).toBe(400);
    const noNote = await review(cookies.region, first.id, 'send_back');
    expect(Object.keys(noNote.json())).toEqual(['note']);
    expect((await review(cookies.region, first.id, 'accept')).statusCode).toBe(200);
    const back = (
      await review(cookies.region, second.id, 'send_back', 'The photo shows the old machine')
    ).json() as ActionPlan;
    const again = shiftCalendarDate(calendarDate(new Date()), ACTION_ITEM_RESUBMIT_DAYS);
    const due = laterDate(plan.due_date, again);
    expect(back.state).toBe('OPEN');
    expect(back.items.map((item) => [item.state, item.review_note, item.due_date])).toEqual([
      ['ACCEPTED', null, plan.due_date],
      ['OPEN', 'The photo shows the old machine', due],
    ]);
    expect(await noticesOf(ids.store, 'action_item_sent_back')).toHaveLength(1);
    // decided already: a second decision on the accepted item is refused
    expect((await review(cookies.region, first.id, 'send_back', 'No')).statusCode).toBe(400);

    await answer(cookies.store, second.id, 'Machine replaced, photo of the new one');
    await ready(cookies.store, plan.id);
    const resolved = (await review(cookies.region, second.id, 'accept')).json() as ActionPlan;
    expect(resolved.state).toBe('RESOLVED');
    const list = (
      await h.app.inject({ url: '/api/brand/actions', headers: { cookie: cookies.region } })
    ).json() as ActionPlanList;
    expect(list.stores.find((store) => store.store_id === world.stores.andheri)).toMatchObject({
      resolved: 1,
      resolve_days: 0,
    });
    expect(resolved.resolved_at).not.toBeNull();
    expect(await noticesOf(ids.store, 'action_plan_resolved')).toHaveLength(1);
    expect(
      resolved.history.map((step) => [step.item_id === null ? 'plan' : step.item_id, step.to_state]),
    ).toEqual([
      ['plan', 'OPEN'],
      [first.id, 'READY'],
      [second.id, 'READY'],
      ['plan', 'IN_REVIEW'],
      [first.id, 'ACCEPTED'],
      [second.id, 'OPEN'],
      ['plan', 'OPEN'],
      [second.id, 'READY'],
      ['plan', 'IN_REVIEW'],
      [second.id, 'ACCEPTED'],
      ['plan', 'RESOLVED'],
    ]);
    expect((await answer(cookies.store, second.id, 'More')).statusCode).toBe(400);
  });

  it('leaves a plan nobody owns to the head office, who works it and signs it off', async () => {
    const plan = await planOf(1);
    expect(plan.owner_name).toBeNull();
    expect(plan.can).toEqual({ answer: true, review: false });
    expect(await noticesOf(ids.client, 'action_plan_opened')).toHaveLength(1);
    for (const item of plan.items) await answer(cookies.client, item.id, 'Done');
    await ready(cookies.client, plan.id);
    expect(await noticesOf(ids.client, 'action_plan_ready')).toHaveLength(1);
    for (const item of plan.items) await review(cookies.client, item.id, 'accept');
    expect(((await planOf(1)) as ActionPlan).state).toBe('RESOLVED');
    // the region manager's seat does not reach Pune
    expect((await answer(cookies.region, plan.items[0]?.id as number, 'x')).statusCode).toBe(404);
  });

  it.runIf(dialect === 'postgres')(
    'has one winner when steps meet: two sign-offs of one item, the plan’s last items at once, accept against send-back',
    async () => {
      const plan = await planOf(2);
      for (const item of plan.items) await answer(cookies.client, item.id, 'Done');
      await ready(cookies.client, plan.id);
      const [first, second] = plan.items as [ActionPlan['items'][number], ActionPlan['items'][number]];
      const signOffs = await Promise.all([
        review(cookies.client, first.id, 'accept'),
        review(cookies.client, first.id, 'accept'),
        review(cookies.client, second.id, 'accept'),
      ]);
      expect(signOffs.map((r) => r.statusCode)).toEqual(expect.arrayContaining([200, 400, 200]));
      expect(signOffs.filter((r) => r.statusCode === 200)).toHaveLength(2);
      const steps = await h.db
        .selectFrom('action_plan_events')
        .select(['item_id', 'to_state'])
        .where('plan_id', '=', plan.id)
        .execute();
      expect(steps.filter((step) => step.to_state === 'ACCEPTED')).toHaveLength(2);
      expect(steps.filter((step) => step.item_id === null && step.to_state === 'RESOLVED')).toHaveLength(1);

      const other = await planOf(3);
      for (const item of other.items) await answer(cookies.store, item.id, 'Done');
      await ready(cookies.store, other.id);
      const clashed = other.items[0]?.id as number;
      const clash = await Promise.all([
        review(cookies.region, clashed, 'accept'),
        review(cookies.client, clashed, 'send_back', 'Not enough'),
      ]);
      expect(clash.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const after = (
        await h.app.inject({ url: `/api/brand/actions/${other.id}`, headers: { cookie: cookies.client } })
      ).json() as ActionPlan;
      expect(after.items[0]?.state).toBe(clash[0]?.statusCode === 200 ? 'ACCEPTED' : 'OPEN');
      expect(
        after.history.filter((step) => step.item_id === clashed && step.from_state === 'READY'),
      ).toHaveLength(1);
    },
  );
});
