import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandOverview, ReviewReport } from '../../src/contract';
import { acceptUndecidedClientReviews } from '../../src/server/domain/review/clientReviewEnd';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { answerChoices, createReportWorld, signInBrandReviewer } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * Client review always ends (decision 0065): the PM's accept is final for a brand without client
 * review or without an active client reviewer, and a report nobody decided in its brand's window
 * is accepted by the schedule; either way the payment is made and the auditor told.
 */
describe.each(DIALECTS)('the end of client review on %s', (dialect) => {
  let h: Harness;
  let auditorId: number;
  let pmCookie: string;
  const DAY = 86_400_000;

  beforeAll(async () => {
    h = await startHarness(dialect);
    auditorId = (await createUser(h.db)).id;
    const pm = await createUser(h.db, { role: 'pm' });
    pmCookie = await sessionFor(h.app, pm.email, pm.password);
  });
  afterAll(() => h?.close());

  const review = (cookie: string, method: 'GET' | 'POST', path: string) =>
    h.app.inject({ method, url: `/api/review/${path}`, headers: { cookie, origin: ORIGIN } });

  /** A report at `status` of a brand of its own with `days` of client review and its reviewers. */
  async function brandReport(status: 'PM_REVIEW' | 'COMPLETED', days: number | null, reviewers: boolean[]) {
    const world = await createReportWorld(h.db, auditorId, status);
    await h.db
      .updateTable('audit_stores')
      .set({ submitted_at: new Date().toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    const { client_id: clientId } = await h.db
      .selectFrom('audit_cycles')
      .select('client_id')
      .where('id', '=', world.cycleId)
      .executeTakeFirstOrThrow();
    await h.db.updateTable('clients').set({ client_review_days: days }).where('id', '=', clientId).execute();
    const cookies: string[] = [];
    for (const active of reviewers) {
      const user = await createUser(h.db, { role: 'client' });
      await h.db.updateTable('users').set({ client_id: clientId }).where('id', '=', user.id).execute();
      cookies.push(await sessionFor(h.app, user.email, user.password));
      if (!active) await h.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    }
    return { id: world.storeId, clientId, cookies };
  }

  it('a report the schedule accepts is in its brand’s next read of figures kept before it', async () => {
    const world = await createReportWorld(h.db, auditorId, 'COMPLETED');
    await answerChoices(h.db, world.storeId, [[world.questions.greeted, 'Yes']]);
    const cookie = await signInBrandReviewer(h, world.cycleId);
    await h.db
      .updateTable('audit_stores')
      .set({ client_review_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    const overview = async () =>
      (await h.app.inject({ url: '/api/brand/overview', headers: { cookie } })).json() as BrandOverview;
    // read twice: on SQLite the second is the answer kept (decision 0048)
    expect((await overview()).wave).toBeNull();
    expect((await overview()).wave).toBeNull();
    await h.app.scheduledLook(new Date());
    expect((await overview()).wave?.reports).toBe(1);
  });

  const reportState = async (id: number) => {
    const store = await h.db
      .selectFrom('audit_stores')
      .select(['status', 'client_review_due_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const payments = await h.db
      .selectFrom('payments')
      .select(['status', 'auditor_id'])
      .where('audit_store_id', '=', id)
      .execute();
    const notices = await h.db
      .selectFrom('notices')
      .select(['recipient_id', 'title'])
      .where('event_key', '=', `report:${id}:accepted`)
      .orderBy('id')
      .execute();
    return { ...store, payments, notices };
  };

  it.each([
    ['no client review in its settings', null, [true]],
    ['client review but no reviewer', 7, []],
    ['client review and only a deactivated reviewer', 7, [false]],
  ] as const)(
    'a brand with %s: the PM is told the accept is final, and it is',
    async (_, days, reviewers) => {
      const { id } = await brandReport('PM_REVIEW', days, [...reviewers]);
      const read = (await review(pmCookie, 'GET', `report/${id}`)).json() as ReviewReport;
      expect(read).toMatchObject({ can_accept: true, accept_to: 'ACCEPTED' });

      const accepted = await review(pmCookie, 'POST', `report/${id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', payment_id: expect.any(Number) });
      expect(await reportState(id)).toMatchObject({
        status: 'ACCEPTED',
        payments: [{ status: 'PENDING', auditor_id: auditorId }],
        notices: [{ recipient_id: auditorId, title: 'Report accepted' }],
      });
    },
  );

  it('a brand with an active reviewer: the PM’s accept opens its window, and its reviewer decides', async () => {
    const before = Date.now();
    const { id, cookies } = await brandReport('PM_REVIEW', 3, [true]);
    const read = (await review(pmCookie, 'GET', `report/${id}`)).json() as ReviewReport;
    expect(read.accept_to).toBe('COMPLETED');
    expect((await review(pmCookie, 'POST', `report/${id}/accept`)).json()).toMatchObject({
      status: 'COMPLETED',
      payment_id: null,
    });
    const state = await reportState(id);
    const due = Date.parse(state.client_review_due_at ?? '');
    expect(due).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(due).toBeLessThan(Date.now() + 3 * DAY + 1);
    expect(state.payments).toEqual([]);

    // the schedule leaves it while its window runs
    expect(await acceptUndecidedClientReviews(h.db, new Date())).toBe(0);
    const client = cookies[0] as string;
    expect(((await review(client, 'GET', `report/${id}`)).json() as ReviewReport).accept_to).toBe('ACCEPTED');
    expect((await review(client, 'POST', `report/${id}/accept`)).statusCode).toBe(200);
    expect((await reportState(id)).notices).toEqual([{ recipient_id: auditorId, title: 'Report accepted' }]);
  });

  it('the schedule accepts a report left undecided past its window and tells the auditor and the brand', async () => {
    const { id, clientId } = await brandReport('COMPLETED', 5, [true]);
    const waiting = await brandReport('COMPLETED', 5, [true]);
    const dueAt = new Date(Date.now() - 60_000).toISOString();
    await h.db
      .updateTable('audit_stores')
      .set({ client_review_due_at: dueAt })
      .where('id', '=', id)
      .execute();
    await h.db
      .updateTable('audit_stores')
      .set({ client_review_due_at: new Date(Date.now() + DAY).toISOString() })
      .where('id', '=', waiting.id)
      .execute();

    expect(await acceptUndecidedClientReviews(h.db, new Date())).toBeGreaterThanOrEqual(1);
    const reviewerIds = (
      await h.db.selectFrom('users').select('id').where('client_id', '=', clientId).execute()
    ).map((row) => row.id);
    const state = await reportState(id);
    expect(state).toMatchObject({ status: 'ACCEPTED', payments: [{ status: 'PENDING' }] });
    expect(state.notices).toEqual([
      { recipient_id: auditorId, title: 'Report accepted' },
      { recipient_id: reviewerIds[0], title: 'Report accepted without client review' },
    ]);
    expect((await reportState(waiting.id)).status).toBe('COMPLETED');
    // a second look changes nothing
    await acceptUndecidedClientReviews(h.db, new Date());
    expect((await reportState(id)).payments).toHaveLength(1);
  });

  it('a report waiting for a brand whose last reviewer left is accepted at the next look', async () => {
    const { id, clientId } = await brandReport('COMPLETED', 7, [true]);
    await h.db
      .updateTable('audit_stores')
      .set({ client_review_due_at: new Date(Date.now() + 7 * DAY).toISOString() })
      .where('id', '=', id)
      .execute();
    await h.db.updateTable('users').set({ is_active: 0 }).where('client_id', '=', clientId).execute();
    await acceptUndecidedClientReviews(h.db, new Date());
    // its auditor is told; nobody at the brand is left to tell
    expect(await reportState(id)).toMatchObject({
      status: 'ACCEPTED',
      payments: [{ status: 'PENDING' }],
      notices: [{ recipient_id: auditorId, title: 'Report accepted' }],
    });
  });
});

/**
 * The client's reviewer deciding as the schedule accepts, on PostgreSQL with each on a connection
 * of its own: the report is accepted (or rejected) once, with one payment at most and one notice.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('client review ending under a race on PostgreSQL', () => {
  let h: Harness;
  let auditorId: number;
  beforeAll(async () => {
    h = await startHarness('postgres');
    auditorId = (await createUser(h.db)).id;
  });
  afterAll(() => h?.close());

  it('a reviewer’s accept or reject racing the schedule and a second instance’s: one move', async () => {
    for (let trial = 0; trial < 8; trial++) {
      const world = await createReportWorld(h.db, auditorId, 'COMPLETED');
      const cookie = await signInBrandReviewer(h, world.cycleId);
      await h.db
        .updateTable('audit_stores')
        .set({ client_review_due_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', world.storeId)
        .execute();
      const decision = trial % 2 === 0 ? 'accept' : 'reject';
      const [answer] = (await Promise.all([
        h.app.inject({
          method: 'POST',
          url: `/api/review/report/${world.storeId}/${decision}`,
          headers: { cookie, origin: ORIGIN },
        }),
        new Promise((resolve) => setTimeout(resolve, trial % 4)).then(() =>
          acceptUndecidedClientReviews(h.db, new Date()),
        ),
        acceptUndecidedClientReviews(h.db, new Date()),
      ])) as [LightMyRequestResponse, number, number];
      const history = await h.db
        .selectFrom('audit_store_status_changes')
        .select('to_status')
        .where('audit_store_id', '=', world.storeId)
        .where('from_status', '=', 'COMPLETED')
        .execute();
      const status = (
        await h.db
          .selectFrom('audit_stores')
          .select('status')
          .where('id', '=', world.storeId)
          .executeTakeFirstOrThrow()
      ).status;
      const payments = await h.db
        .selectFrom('payments')
        .select('id')
        .where('audit_store_id', '=', world.storeId)
        .execute();
      const notices = await h.db
        .selectFrom('notices')
        .select('id')
        .where('event_key', '=', `report:${world.storeId}:accepted`)
        .where('recipient_id', '=', auditorId)
        .execute();
      expect(history).toHaveLength(1);
      expect([200, 400]).toContain(answer.statusCode);
      expect(payments).toHaveLength(status === 'ACCEPTED' ? 1 : 0);
      expect(notices).toHaveLength(status === 'ACCEPTED' ? 1 : 0);
      if (answer.statusCode === 200) expect(status).toBe(decision === 'accept' ? 'ACCEPTED' : 'REJECTED');
    }
  }, 60_000);
});
