import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acceptedReportEventSchema,
  BRAND_WEBHOOK_MESSAGES,
  type BrandWebhook,
  WEBHOOK_HEADERS,
} from '../../src/contract';
import { createHookSender } from '../../src/server/domain/brand/hookSender';
import { webhookSignature } from '../../src/server/webhooks/postSigned';
import { createBrandWorld } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { startPushingServer } from './pushingServer';
import { DIALECTS } from './testDb';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A brand's receiver: it keeps what it is posted and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = state.status;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/auditly`, received, state, close: () => server.close() };
}

/**
 * A brand's webhook (decision 0081) on both databases: its admin sets an address and gets a
 * secret; a report the brand accepts is queued in the accept's transaction and posted, signed, to
 * the address; a failed post is tried again with the same delivery id until the address answers
 * 2xx, and given up after the last attempt; the log says each; on PostgreSQL two senders at once
 * post each event once.
 */
describe.each(DIALECTS)('a brand’s webhook on %s', (dialect) => {
  let h: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  let admin: string;
  /** how far the senders' clock runs ahead of the real one */
  let ahead = 0;
  const sender = (allowPrivate = true) =>
    createHookSender({ db: h.db, allowPrivate, leaseMs: 60_000, now: () => new Date(Date.now() + ahead) });
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    h.app.inject({
      method,
      url: `/api/brand/${path}`,
      headers: { cookie: admin, origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const accept = (n: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/review/report/${world.reports[n]}/accept`,
      headers: { cookie: admin, origin: ORIGIN },
    });
  const log = async () => ((await call('GET', 'webhook')).json() as BrandWebhook).deliveries;

  beforeAll(async () => {
    h = await startHarness(dialect);
    receiver = await startReceiver();
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(
      h.db,
      auditor,
      'Hook Tea',
      Array.from({ length: 14 }, (_, n) => ({
        wave: 'second' as const,
        store: n % 2 === 0 ? ('andheri' as const) : ('kothrud' as const),
        service: 'Yes' as const,
        billing: n % 3 === 0 ? ('Yes' as const) : ('No' as const),
        status: 'COMPLETED' as const,
      })),
    );
    const user = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', user.id).execute();
    admin = await sessionFor(h.app, user.email, user.password);
  });
  afterAll(async () => {
    receiver?.close();
    await h?.close();
  });

  it('takes an http(s) address field by field, makes a secret once, and rotates it when asked', async () => {
    expect((await call('POST', 'webhook/test')).json()).toEqual({
      non_field_errors: [BRAND_WEBHOOK_MESSAGES.noWebhook],
    });
    for (const url of [
      'ftp://example.test/x',
      'https://user:pass@example.test/',
      'not an address',
      'x'.repeat(501),
    ])
      expect((await call('POST', 'webhook', { url })).json()).toHaveProperty('url');
    const saved = (await call('POST', 'webhook', { url: receiver.url })).json() as BrandWebhook;
    expect(saved.secret).toMatch(/^whsec_/);
    const again = (await call('POST', 'webhook', { url: receiver.url })).json() as BrandWebhook;
    expect(again.secret).toBe(saved.secret);
    const rotated = (
      await call('POST', 'webhook', { url: receiver.url, new_secret: true })
    ).json() as BrandWebhook;
    expect(rotated.secret).not.toBe(saved.secret);
    const team = await createUser(h.db, { role: 'brand' });
    await h.db
      .updateTable('users')
      .set({ client_id: world.clientId, brand_seat: 'head_office' })
      .where('id', '=', team.id)
      .execute();
    const teamCookie = await sessionFor(h.app, team.email, team.password);
    const refused = await h.app.inject({ url: '/api/brand/webhook', headers: { cookie: teamCookie } });
    expect(refused.statusCode).toBe(403);
  });

  it('posts a report the brand accepted, signed, with its score; a failing address is tried again with the same delivery', async () => {
    const { secret } = (await call('GET', 'webhook')).json() as BrandWebhook;
    receiver.state.status = 503;
    expect((await accept(0)).statusCode).toBe(200);
    expect(await sender().sendDue()).toBe(1);
    const [first] = await log();
    expect(first).toMatchObject({ event: 'report.accepted', report_id: world.reports[0], state: 'pending' });
    expect(first).toMatchObject({ attempts: 1, last_status: 503, last_error: 'the address answered 503' });
    // not before its retry is due, then again
    expect(await sender().sendDue()).toBe(0);
    ahead += 31_000;
    receiver.state.status = 204;
    expect(await sender().sendDue()).toBe(1);
    expect((await log())[0]).toMatchObject({
      state: 'sent',
      attempts: 2,
      last_status: 204,
      last_error: null,
    });

    expect(receiver.received).toHaveLength(2);
    const [one, two] = receiver.received;
    expect(two?.body).toBe(one?.body);
    expect(two?.headers[WEBHOOK_HEADERS.delivery]).toBe(String(first?.id));
    const timestamp = Number(two?.headers[WEBHOOK_HEADERS.timestamp]);
    expect(two?.headers[WEBHOOK_HEADERS.signature]).toBe(
      `sha256=${webhookSignature(secret ?? '', timestamp, two?.body ?? '')}`,
    );
    const event = acceptedReportEventSchema.parse(JSON.parse(two?.body ?? ''));
    expect(event.delivery_id).toBe(first?.id);
    expect(event.report).toMatchObject({
      id: world.reports[0],
      store: 'Hook Tea Andheri',
      cycle: 'Wave 2',
      score: 100,
      passed: true,
      sections: [
        { name: 'Service', score: 100 },
        { name: 'Billing', score: 100 },
      ],
    });
  });

  it('gives up after the last attempt and says why; refuses a private address where they are not allowed', async () => {
    receiver.state.status = 500;
    expect((await accept(1)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await sender().sendDue()).toBe(1);
      ahead += 2 * 3_600_000;
    }
    expect((await log())[0]).toMatchObject({ report_id: world.reports[1], state: 'failed', attempts: 8 });
    const posted = receiver.received.length;
    expect((await call('POST', 'webhook/test')).statusCode).toBe(200);
    expect(await sender(false).sendDue()).toBe(1);
    expect((await log())[0]).toMatchObject({
      event: 'ping',
      state: 'pending',
      last_error: 'the address is not a public one',
    });
    expect(receiver.received).toHaveLength(posted);
  });

  it.runIf(dialect === 'postgres')(
    'posts each of many events once while two senders run at once',
    async () => {
      receiver.state.status = 200;
      ahead += 3 * 3_600_000;
      const before = receiver.received.length;
      const accepted = await Promise.all([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => accept(n)));
      expect(accepted.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const claimed = await Promise.all([sender().sendDue(), sender().sendDue(), sender().sendDue()]);
      // the ten accepts, and the ping of the test above now due
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(11);
      const ids = receiver.received.slice(before).map((r) => r.headers[WEBHOOK_HEADERS.delivery]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(11);
    },
  );

  it.runIf(dialect === 'postgres')(
    'keeps one address and one secret when saves and tests come at once',
    async () => {
      const urls = [1, 2, 3, 4, 5].map((n) => `${receiver.url}?n=${n}`);
      const answers = await Promise.all([
        ...urls.map((url) => call('POST', 'webhook', { url, new_secret: true })),
        call('POST', 'webhook/test'),
        call('POST', 'webhook/test'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(200));
      const rows = await h.db
        .selectFrom('brand_webhooks')
        .selectAll()
        .where('client_id', '=', world.clientId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(urls).toContain(rows[0]?.url);
      const stored = (await call('GET', 'webhook')).json() as BrandWebhook;
      expect([stored.url, stored.secret]).toEqual([rows[0]?.url, rows[0]?.secret]);
      for (const answer of answers.slice(0, 5))
        expect((answer.json() as BrandWebhook).secret).toMatch(/^whsec_/);
      // each test a delivery of its own, none lost to the other
      const pings = stored.deliveries.filter(
        (delivery) => delivery.event === 'ping' && delivery.attempts === 0,
      );
      expect(pings).toHaveLength(2);
    },
  );

  it('queues the event when the PM’s accept is final, for a brand that does not review its reports', async () => {
    const id = world.reports[12] as number;
    await h.db
      .updateTable('clients')
      .set({ client_review_days: null })
      .where('id', '=', world.clientId)
      .execute();
    await h.db.updateTable('audit_stores').set({ status: 'PM_REVIEW' }).where('id', '=', id).execute();
    const pm = await createUser(h.db, { role: 'pm' });
    const accepted = await h.app.inject({
      method: 'POST',
      url: `/api/review/report/${id}/accept`,
      headers: { cookie: await sessionFor(h.app, pm.email, pm.password), origin: ORIGIN },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const queued = await h.db
      .selectFrom('brand_webhook_deliveries')
      .select(['event', 'state'])
      .where('audit_store_id', '=', id)
      .execute();
    expect(queued).toEqual([{ event: 'report.accepted', state: 'pending' }]);
  });
});

/**
 * The webhooks' runner looks at once after a response that queued a delivery, as the notices'
 * does (noticeDeliveries.ts): with a tick of an hour, a test event still leaves.
 */
describe.each(DIALECTS)('the webhook sender woken by an event on %s', (dialect) => {
  it('posts a test event without waiting for its tick', async () => {
    const { app, t, close } = await startPushingServer(dialect, { noticeLookEveryMs: 3_600_000 });
    const receiver = await startReceiver();
    try {
      const auditor = await createUser(t.db);
      const world = await createBrandWorld(t.db, auditor.id, 'Woken Tea', []);
      const user = await createUser(t.db, { role: 'client' });
      await t.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', user.id).execute();
      const cookie = await sessionFor(app, user.email, user.password);
      const post = (path: string, payload?: object) =>
        app.inject({
          method: 'POST',
          url: `/api/brand/${path}`,
          headers: { cookie, origin: ORIGIN },
          payload,
        });
      expect((await post('webhook', { url: receiver.url })).statusCode).toBe(200);
      expect((await post('webhook/test')).statusCode).toBe(200);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000 });
      expect(JSON.parse(receiver.received[0]?.body ?? '')).toMatchObject({ event: 'ping' });
    } finally {
      receiver.close();
      await close();
    }
  });
});
