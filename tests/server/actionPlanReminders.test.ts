import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_PLAN_REMIND_DAYS, type NoticeKind } from '../../src/contract';
import { remindActionPlans } from '../../src/server/domain/actions/actionPlanReminders';
import { calendarDate, shiftCalendarDate } from '../../src/server/domain/calendar';
import { createBrandWorld, type PlannedReport } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * The schedule's part in a plan (decision 0085), on both databases: its owner is reminded two days
 * before the deadline and told once it passed, each once however often the schedule looks, never
 * at night and never for a plan the store already sent; on PostgreSQL a deadline passing as the
 * store sends the plan has one winner.
 */
describe.each(DIALECTS)('a plan’s deadline, on %s', (dialect) => {
  let h: Harness;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  let client = '';
  let clientId = 0;
  // a morning in India: the schedule writes reminders from 08:00 to 21:00 there
  const morning = new Date(`${calendarDate(new Date())}T05:00:00.000Z`);
  const today = calendarDate(morning);
  const failing = (store: 'andheri' | 'bandra' | 'kothrud', wave: 'first' | 'second'): PlannedReport => ({
    wave,
    store,
    service: 'No',
    billing: 'No',
    status: 'COMPLETED',
  });
  const reports = [
    failing('andheri', 'first'),
    failing('bandra', 'first'),
    failing('kothrud', 'first'),
    failing('andheri', 'second'),
    failing('bandra', 'second'),
    failing('kothrud', 'second'),
  ];
  const post = (path: string, body: object = {}) =>
    h.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { cookie: client, origin: ORIGIN },
      payload: body,
    });
  const planIds: number[] = [];
  const dueOn = (planId: number, date: string) =>
    h.db.updateTable('action_plans').set({ due_date: date }).where('id', '=', planId).execute();
  const noticesOf = (kind: NoticeKind) =>
    h.db.selectFrom('notices').select(['event_key', 'recipient_id']).where('kind', '=', kind).execute();
  const answerAll = async (planId: number) => {
    const items = await h.db.selectFrom('action_items').select('id').where('plan_id', '=', planId).execute();
    for (const item of items) await post(`brand/action_items/${item.id}`, { done_text: 'Done' });
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(h.db, auditor, 'Late Chai', reports);
    const user = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', user.id).execute();
    client = await sessionFor(h.app, user.email, user.password);
    clientId = user.id;
    for (const report of world.reports) {
      await post(`review/report/${report}/accept`);
      const plan = await h.db
        .selectFrom('action_plans')
        .select('id')
        .where('audit_store_id', '=', report)
        .executeTakeFirstOrThrow();
      planIds.push(plan.id);
    }
  });
  afterAll(() => h?.close());

  it('reminds two days before, tells once past the deadline, and leaves alone a plan sent or far off', async () => {
    const [soon, past, far, sent] = planIds as [number, number, number, number];
    await dueOn(soon, shiftCalendarDate(today, ACTION_PLAN_REMIND_DAYS));
    await dueOn(past, shiftCalendarDate(today, -1));
    await dueOn(far, shiftCalendarDate(today, ACTION_PLAN_REMIND_DAYS + 1));
    await answerAll(sent);
    expect((await post(`brand/actions/${sent}/ready`)).statusCode).toBe(200);
    await dueOn(sent, shiftCalendarDate(today, -1));

    // at night in India nothing is written
    expect(await remindActionPlans(h.db, new Date(`${today}T17:00:00.000Z`))).toBe(0);
    expect(await remindActionPlans(h.db, morning)).toBe(2);
    await remindActionPlans(h.db, morning);
    // nobody owns these plans: the head office (the client account) is told
    expect(await noticesOf('action_plan_due')).toEqual([
      { event_key: `action:${soon}:action_plan_due:${shiftCalendarDate(today, 2)}`, recipient_id: clientId },
    ]);
    expect(await noticesOf('action_plan_overdue')).toEqual([
      {
        event_key: `action:${past}:action_plan_overdue:${shiftCalendarDate(today, -1)}`,
        recipient_id: clientId,
      },
    ]);
    const steps = await h.db
      .selectFrom('action_plan_events')
      .select(['from_state', 'to_state', 'note', 'by_user_id'])
      .where('plan_id', '=', past)
      .execute();
    expect(steps.at(-1)).toEqual({
      from_state: 'OPEN',
      to_state: 'OPEN',
      note: shiftCalendarDate(today, -1),
      by_user_id: null,
    });
    expect(steps.filter((step) => step.note === shiftCalendarDate(today, -1))).toHaveLength(1);
    // a plan past its deadline can still be sent, late
    await answerAll(past);
    expect((await post(`brand/actions/${past}/ready`)).statusCode).toBe(200);
  });

  it.runIf(dialect === 'postgres')(
    'has one winner when the deadline passes as the store sends the plan: told and then sent late, or sent and never told',
    async () => {
      const racing = planIds.slice(4);
      for (const planId of racing) await answerAll(planId);
      // rounds with the store's sends a little later each time, so the schedule's look meets them
      // at each point of its way: listing the plans, then each plan's step
      for (let round = 1; round <= 8; round += 1) {
        const deadline = shiftCalendarDate(today, -round);
        await h.db
          .updateTable('action_plans')
          .set({ state: 'OPEN', due_date: deadline })
          .where('id', 'in', racing)
          .execute();
        const sends = new Promise<unknown>((resolve) =>
          setTimeout(
            () => resolve(Promise.all(racing.map((planId) => post(`brand/actions/${planId}/ready`)))),
            round - 1,
          ),
        );
        await Promise.all([remindActionPlans(h.db, morning), sends]);
        for (const planId of racing) {
          const steps = await h.db
            .selectFrom('action_plan_events')
            .select(['id', 'from_state', 'to_state', 'note'])
            .where('plan_id', '=', planId)
            .where('item_id', 'is', null)
            .orderBy('id')
            .execute();
          const passed = steps.find((step) => step.to_state === 'OPEN' && step.note === deadline);
          const sent = steps.findLast((step) => step.to_state === 'IN_REVIEW');
          const told = (await noticesOf('action_plan_overdue')).some(
            (notice) => notice.event_key === `action:${planId}:action_plan_overdue:${deadline}`,
          );
          expect(told).toBe(passed !== undefined);
          if (passed) expect(passed.id).toBeLessThan(sent?.id ?? 0);
        }
      }
    },
  );
});
