import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { PUSH_MESSAGES, type PushSettings, pushOfferText } from '../../src/contract';
import { type PushDevice, type PushService, startPushService } from '../server/pushService';
import { makePushTls } from '../server/pushTls';
import { screenshot } from './accountHelpers';
import { mailsIn } from './inbox';
import { applyForAnAudit, approveAsManager, decideAsManager } from './noticeHelpers';
import { type PrivatePortal, startPrivatePortal } from './privatePortal';
import { underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn, openMenu } from './session';

/**
 * A notice reaches a phone in a pocket (decision 0040). The server sends it through a push
 * service on loopback (tests/server/pushService.ts), which checks the VAPID signature and decrypts
 * the message with the device's keys, then hands what it decrypted to the browser's service
 * worker through Chromium's DevTools protocol, as a browser's push service would. Headless
 * Chromium cannot register with a real push service (FCM refuses it), so the page's
 * `pushManager.subscribe` answers with the loopback device's subscription: the one stand-in; the
 * server, the encryption, the service worker, its notification and its tap are all real.
 */

const PHONE = { width: 390, height: 844 };

let service: PushService;
let portal: PrivatePortal;

test.beforeAll(async () => {
  const tls = await makePushTls();
  const certFile = path.join(mkdtempSync(path.join(tmpdir(), 'push-tls-')), 'push-cert.pem');
  writeFileSync(certFile, tls.cert);
  service = await startPushService(tls);
  // the server trusts the loopback service's certificate as Node trusts any extra authority
  portal = await startPrivatePortal({ NODE_EXTRA_CA_CERTS: certFile, PUSH_SERVICE_ORIGINS: service.origin });
});
test.afterAll(async () => {
  await portal?.stop();
  await service?.close();
});

/** The browser's side of subscribing, answered with the loopback device (see above). */
async function standInForThePushService(context: BrowserContext, device: PushDevice, serverKey: string) {
  await context.addInitScript(
    ({ subscription, serverKey }) => {
      const SUBSCRIBED = 'e2e-push-subscribed';
      const bytes = (base64url: string) => {
        const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
        return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
          c.charCodeAt(0),
        ).buffer;
      };
      const held = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
        getKey: (name: 'p256dh' | 'auth') => bytes(subscription.keys[name]),
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: async () => {
          localStorage.removeItem(SUBSCRIBED);
          localStorage.setItem('e2e-push-unsubscribed', '1');
          return true;
        },
      });
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem(SUBSCRIBED) ? held() : null) as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function subscribe() {
        localStorage.setItem(SUBSCRIBED, '1');
        return held() as unknown as PushSubscription;
      };
    },
    { subscription: device.subscription, serverKey },
  );
}

/** What the loopback push service takes, the browser's service worker is given. */
async function forwardPushesToTheServiceWorker(cdp: CDPSession) {
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations)
      if (!registration.isDeleted) registrations.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  service.onPush((push) => {
    void cdp.send('ServiceWorker.deliverPushMessage', {
      origin: portal.url,
      registrationId: registrations.at(-1) as string,
      data: JSON.stringify(push.payload),
    });
  });
}

const shownNotifications = (phone: Page) =>
  phone.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
    })),
  );

test('a push reaches the phone: offered, turned on, shown, tapped to its screen; refused offline; gone at sign-out', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: portal.url, viewport: PHONE });
  await context.grantPermissions(['notifications'], { origin: portal.url });
  const phone = await context.newPage();
  await logIn(phone, AUDITOR);
  await underServiceWorker(phone);
  const settings = (await (await phone.request.get('/api/auditor/push')).json()) as PushSettings;
  if (!settings.public_key) throw new Error('the demo server offers no push');
  const device = service.newDevice(settings.public_key);
  await standInForThePushService(context, device, settings.public_key);
  await forwardPushesToTheServiceWorker(await context.newCDPSession(phone));
  const { cycleId, storeName } = await applyForAnAudit(phone);
  const second = await applyForAnAudit(phone);

  // the offer says what comes and asks nothing until tapped
  await phone.goto('/notices');
  const offer = phone.getByRole('heading', { name: 'Notifications on this device' });
  await expect(offer).toBeVisible();
  await expect(phone.getByText(pushOfferText('auditor'))).toBeVisible();
  await screenshot(phone, 'push-offer-390', { fullPage: true });

  // offline, turning on fails in words and nothing is kept
  await context.setOffline(true);
  await phone.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(phone.getByRole('alert')).toHaveText(PUSH_MESSAGES.failed);
  await context.setOffline(false);

  await phone.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(phone.getByText(PUSH_MESSAGES.on)).toBeVisible();
  const on = (await (await phone.request.get('/api/auditor/push')).json()) as PushSettings;
  expect(on.endpoints).toEqual([device.subscription.endpoint]);

  // the manager approves: the push is sent, decrypted by the service, shown by the worker
  await approveAsManager(browser, portal.url, cycleId, storeName);
  // the day's digest may be pushed too (decision 0041): the approval is the one looked for
  const pushedTitled = (title: string) => service.received.filter((push) => push.payload.title === title);
  await expect.poll(() => pushedTitled('Application approved').length, { timeout: 15_000 }).toBe(1);
  expect(service.refusals).toEqual([]);
  expect(pushedTitled('Application approved')[0]?.payload).toMatchObject({ link: '/audit_store' });
  await expect
    .poll(() => shownNotifications(phone))
    .toContainEqual({ title: 'Application approved', body: expect.stringContaining(storeName) });
  // the open app heard of it without a reload or a change of screen
  await expect(phone.getByRole('list', { name: 'Notices' })).toContainText('Application approved');

  // tapped, it opens the assigned audits in this window and the notice is read
  const worker = context.serviceWorkers()[0];
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const notification = (await scope.registration.getNotifications()).find(
      (shown) => shown.title === 'Application approved',
    );
    if (notification) scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(phone).toHaveURL(/\/audit_store$/);
  await phone.goto('/notices');
  await expect(
    phone
      .getByRole('list', { name: 'Notices' })
      .getByRole('listitem')
      .filter({ hasText: 'Application approved' }),
  ).not.toContainText('Unread:');
  await screenshot(phone, 'push-opened-390');

  // the mail went too
  await expect
    .poll(async () => (await mailsIn(portal.dataDir)).some((m) => m.subject.endsWith('Application approved')))
    .toBe(true);

  // signing out forgets the device, on the server and in the browser: the next notice is not pushed
  await phone.goto('/details');
  await openMenu(phone);
  await phone.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(phone).toHaveURL(/\/auth\/login/);
  expect(await phone.evaluate(() => localStorage.getItem('e2e-push-unsubscribed'))).toBe('1');
  const sqlite = new Database(portal.sqlitePath, { readonly: true });
  try {
    expect(sqlite.prepare('select count(*) as n from push_subscriptions').get()).toEqual({ n: 0 });
  } finally {
    sqlite.close();
  }
  await decideAsManager(browser, portal.url, second.cycleId, second.storeName, 'reject');
  await expect
    .poll(async () => (await mailsIn(portal.dataDir)).some((m) => m.text.includes(second.storeName)))
    .toBe(true);
  expect(pushedTitled('Application not accepted')).toEqual([]);
  await context.close();
});
