import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { NOTICE_LINKS, PUSH_DEVICES_MAX, PUSH_MESSAGES, type PushSettings } from '../../src/contract';
import { createDeliverySender } from '../../src/server/domain/notices/deliverySender';
import { createPushSender } from '../../src/server/push/pushSender';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { startPushingServer } from './pushingServer';
import { type PushDevice, type PushService, startPushService } from './pushService';
import { makePushTls } from './pushTls';
import { DIALECTS } from './testDb';
import { createApplication, createCycleWithAudits } from './world';

/**
 * Notices on devices (decision 0040): a device the auditor turned notifications on for gets each
 * notice through its push service, encrypted for it and signed with the server's VAPID key, as a
 * push service on loopback checks (pushService.ts); once per device whatever fails; never after
 * the session that subscribed it ended or its push service said it is gone.
 */
describe.each(DIALECTS)('push notices on %s', (dialect) => {
  let h: Harness;
  let service: PushService;
  let managerCookie: string;
  const keys = webpush.generateVAPIDKeys();

  const post = (cookie: string, url: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload: payload as object });
  const subscribe = (cookie: string, device: PushDevice) =>
    post(cookie, '/api/auditor/push/subscriptions', device.subscription);
  const settingsOf = async (cookie: string) =>
    (
      await h.app.inject({ method: 'GET', url: '/api/auditor/push', headers: { cookie } })
    ).json() as PushSettings;
  const approve = (application: number) =>
    post(managerCookie, `/api/manager/application/${application}/approve`, undefined);
  const sender = () =>
    createDeliverySender({
      db: h.db,
      mailer: { send: async (m) => void h.mail.push(m) },
      linkOrigin: ORIGIN,
      brand: 'Auditly',
      push: createPushSender({ db: h.db, keys, subject: 'mailto:ops@example.test', agent: service.agent }),
    });
  const pushesTo = (device: PushDevice) =>
    service.received.filter((push) => push.endpoint === device.subscription.endpoint);

  async function auditor() {
    const user = await createUser(h.db);
    return { ...user, cookie: await sessionFor(h.app, user.email, user.password) };
  }
  /** an auditor with a device subscribed, and an application of theirs waiting for a decision */
  async function subscribedApplicant() {
    const person = await auditor();
    const device = service.newDevice(keys.publicKey);
    expect((await subscribe(person.cookie, device)).statusCode).toBe(204);
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const application = await createApplication(h.db, person.id, auditIds[0] as number, 'APPLIED');
    return { ...person, device, application };
  }
  /** makes every delivery waiting out a backoff due now */
  const retriesDueNow = () =>
    h.db
      .updateTable('notice_deliveries')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('state', '=', 'pending')
      .execute();

  beforeAll(async () => {
    service = await startPushService(await makePushTls());
    h = await startHarness(dialect, {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SERVICE_ORIGINS: service.origin,
    });
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(async () => {
    await h?.close();
    await service?.close();
  });

  it('sends a notice to the subscribed device, encrypted for it, signed, once', async () => {
    const { cookie, device, application } = await subscribedApplicant();
    expect(await settingsOf(cookie)).toEqual({
      public_key: keys.publicKey,
      endpoints: [device.subscription.endpoint],
    });
    expect((await approve(application)).statusCode).toBe(200);
    while ((await sender().sendDue()) > 0) {
      // until the queue is empty
    }

    const [notice] = (
      (await h.app.inject({ method: 'GET', url: '/api/auditor/notices', headers: { cookie } })).json() as {
        notices: Array<{ id: number; body: string }>;
      }
    ).notices;
    expect(pushesTo(device)).toEqual([
      {
        endpoint: device.subscription.endpoint,
        payload: {
          notice_id: notice?.id,
          title: 'Application approved',
          body: notice?.body,
          link: NOTICE_LINKS.assignedAudits,
        },
        topic: `notice-${notice?.id}`,
        ttl: 2 * 24 * 3600,
        urgency: 'normal',
      },
    ]);
    expect(service.refusals).toEqual([]);
    expect(await sender().sendDue()).toBe(0);
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('retries only the device whose push service failed', async () => {
    const person = await subscribedApplicant();
    const second = service.newDevice(keys.publicKey);
    await subscribe(person.cookie, second);
    service.answer(second.subscription.endpoint, 503);
    await approve(person.application);
    await sender().sendDue();
    expect(pushesTo(person.device)).toHaveLength(1);
    expect(pushesTo(second)).toHaveLength(0);
    const waiting = await h.db
      .selectFrom('notice_deliveries')
      .select(['state', 'last_error'])
      .where('channel', '=', 'push')
      .where('state', '=', 'pending')
      .execute();
    expect(waiting).toEqual([{ state: 'pending', last_error: expect.stringContaining('503') }]);

    service.answer(second.subscription.endpoint, 201);
    await retriesDueNow();
    await sender().sendDue();
    expect(pushesTo(second)).toHaveLength(1);
    expect(pushesTo(person.device)).toHaveLength(1);
  });

  it.each([404, 410])('forgets a device its push service answers %i for', async (status) => {
    const person = await subscribedApplicant();
    service.answer(person.device.subscription.endpoint, status);
    await approve(person.application);
    await sender().sendDue();
    expect((await settingsOf(person.cookie)).endpoints).toEqual([]);
    const push = await h.db
      .selectFrom('notice_deliveries as d')
      .innerJoin('notices as n', 'n.id', 'd.notice_id')
      .select('d.state')
      .where('n.recipient_id', '=', person.id)
      .where('d.channel', '=', 'push')
      .executeTakeFirstOrThrow();
    expect(push.state).toBe('sent');
  });

  it('signing out removes the device: the next notice is not pushed', async () => {
    const person = await subscribedApplicant();
    const out = await h.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: person.cookie, origin: ORIGIN, accept: 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    const rows = await h.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', person.id)
      .execute();
    expect(rows).toEqual([]);
    await approve(person.application);
    await sender().sendDue();
    expect(pushesTo(person.device)).toEqual([]);
  });

  it('turning off is the caller’s own device only', async () => {
    const owner = await subscribedApplicant();
    const stranger = await auditor();
    const remove = (cookie: string) =>
      post(cookie, '/api/auditor/push/subscriptions/remove', {
        endpoint: owner.device.subscription.endpoint,
      });
    expect((await remove(stranger.cookie)).statusCode).toBe(204);
    expect((await settingsOf(owner.cookie)).endpoints).toEqual([owner.device.subscription.endpoint]);
    expect((await remove(owner.cookie)).statusCode).toBe(204);
    expect((await settingsOf(owner.cookie)).endpoints).toEqual([]);
  });

  it('the same device signed in as someone else is theirs, not both', async () => {
    const first = await subscribedApplicant();
    const next = await auditor();
    expect((await subscribe(next.cookie, first.device)).statusCode).toBe(204);
    expect((await settingsOf(first.cookie)).endpoints).toEqual([]);
    expect((await settingsOf(next.cookie)).endpoints).toEqual([first.device.subscription.endpoint]);
  });

  it('refuses a subscription anywhere but a push service sent to, or with keys that are not keys', async () => {
    const person = await auditor();
    const device = service.newDevice(keys.publicKey);
    const elsewhere = await subscribe(person.cookie, {
      ...device,
      subscription: { ...device.subscription, endpoint: 'https://10.0.0.5/internal' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ endpoint: [PUSH_MESSAGES.refusedService] });
    const plain = `http${service.origin.slice(5)}/device/x`;
    expect(
      (
        await subscribe(person.cookie, {
          ...device,
          subscription: { ...device.subscription, endpoint: plain },
        })
      ).statusCode,
    ).toBe(400);
    const badKeys = await post(person.cookie, '/api/auditor/push/subscriptions', {
      endpoint: device.subscription.endpoint,
      keys: { p256dh: 'short', auth: device.subscription.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(Object.keys(badKeys.json() as object)).toEqual(['keys.p256dh']);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/auditor/push/subscriptions',
      headers: { origin: ORIGIN },
      payload: device.subscription,
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await settingsOf(person.cookie)).endpoints).toEqual([]);
  });

  it('one device subscribed from two requests at once is one subscription', async () => {
    const person = await auditor();
    const device = service.newDevice(keys.publicKey);
    const answers = await Promise.all([subscribe(person.cookie, device), subscribe(person.cookie, device)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect((await settingsOf(person.cookie)).endpoints).toEqual([device.subscription.endpoint]);
  });

  it('an account keeps the ten devices it registered last: an eleventh and a twelfth replace the oldest', async () => {
    const person = await auditor();
    const devices = Array.from({ length: PUSH_DEVICES_MAX + 2 }, () => service.newDevice(keys.publicKey));
    for (const device of devices) expect((await subscribe(person.cookie, device)).statusCode).toBe(204);
    const kept = (await settingsOf(person.cookie)).endpoints;
    expect(kept.sort()).toEqual(
      devices
        .slice(2)
        .map((device) => device.subscription.endpoint)
        .sort(),
    );

    // the oldest one registered again is the newest now, and the next oldest gives way
    expect((await subscribe(person.cookie, devices[2] as PushDevice)).statusCode).toBe(204);
    expect((await subscribe(person.cookie, service.newDevice(keys.publicKey))).statusCode).toBe(204);
    const after = (await settingsOf(person.cookie)).endpoints;
    expect(after).toHaveLength(PUSH_DEVICES_MAX);
    expect(after).toContain(devices[2]?.subscription.endpoint);
    expect(after).not.toContain(devices[3]?.subscription.endpoint);
  });

  it('devices registered all at once still leave the account at most ten', async () => {
    const person = await auditor();
    const devices = Array.from({ length: PUSH_DEVICES_MAX + 4 }, () => service.newDevice(keys.publicKey));
    const answers = await Promise.all(devices.map((device) => subscribe(person.cookie, device)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(devices.map(() => 204));
    expect((await settingsOf(person.cookie)).endpoints).toHaveLength(PUSH_DEVICES_MAX);
  });

  it('two senders at once push each notice once to each device', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => subscribedApplicant()));
    for (const person of people) await approve(person.application);
    const senders = [sender(), sender()];
    await Promise.all(
      senders.map(async (each) => {
        while ((await each.sendDue()) > 0) {
          // until the queue is empty
        }
      }),
    );
    expect(people.map((person) => pushesTo(person.device).length)).toEqual(people.map(() => 1));
    expect(service.refusals).toEqual([]);
  });
});

/**
 * The sender looks at once after a response whose event queued a delivery (noticeDeliveries.ts),
 * not at its next tick: with a tick of an hour, the push still leaves.
 */
describe.each(DIALECTS)('the notice sender woken by an event on %s', (dialect) => {
  it('pushes a decision without waiting for its tick', async () => {
    const { app, t, service, keys, close } = await startPushingServer(dialect, {
      noticeLookEveryMs: 3_600_000,
    });
    try {
      const manager = await createUser(t.db, { role: 'manager' });
      const auditor = await createUser(t.db);
      const auditorCookie = await sessionFor(app, auditor.email, auditor.password);
      const device = service.newDevice(keys.publicKey);
      await app.inject({
        method: 'POST',
        url: '/api/auditor/push/subscriptions',
        headers: { cookie: auditorCookie, origin: ORIGIN },
        payload: device.subscription,
      });
      const { auditIds } = await createCycleWithAudits(t.db, { audits: 1 });
      const application = await createApplication(t.db, auditor.id, auditIds[0] as number, 'APPLIED');
      const decided = await app.inject({
        method: 'POST',
        url: `/api/manager/application/${application}/reject`,
        headers: { cookie: await sessionFor(app, manager.email, manager.password), origin: ORIGIN },
      });
      expect(decided.statusCode).toBe(200);
      await vi.waitFor(() => expect(service.received).toHaveLength(1), { timeout: 10_000 });
      expect(service.received[0]?.payload.title).toBe('Application not accepted');
    } finally {
      await close();
    }
  });
});
