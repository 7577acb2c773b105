import type { CDPSession, Page } from '@playwright/test';
import { OUTBOX_SYNC_TAG } from '../../src/offline/backgroundSyncTags';
import { expect, test } from './privatePortal';
import { openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { textFields, typeInto } from './typedTextFields';

/**
 * Decision 0009: Background Sync after an earlier failure. A sync event that failed while the
 * server was down makes Chromium hold that tag back for 5 minutes; later edits made offline, with
 * the app closed and the device back online, must not wait that out.
 */

interface SyncLogEntry {
  eventName: string;
  instanceId: string;
  eventMetadata: Array<{ key: string; value: string }>;
}

/** Chromium's own record of Background Sync events (DevTools, Application > Background services). */
async function observeBackgroundSync(cdp: CDPSession): Promise<SyncLogEntry[]> {
  const log: SyncLogEntry[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', (event) => {
    const entry = (event as { backgroundServiceEvent: SyncLogEntry }).backgroundServiceEvent;
    log.push(entry);
  });
  await cdp.send('BackgroundService.startObserving', { service: 'backgroundSync' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'backgroundSync' });
  return log;
}

async function acknowledgedStoreId(page: Page): Promise<number> {
  const stores = (await (await page.request.get('/api/auditor/audit_store')).json()) as Array<{
    id: number;
    status: string;
  }>;
  const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
  if (!store) throw new Error('no report in progress');
  return store.id;
}

test('edits made offline after a failed sync reach the server soon after the closed app is back online', async ({
  page,
  context,
  portal,
}) => {
  test.setTimeout(150_000);
  await logIn(page, AUDITOR);
  const id = await acknowledgedStoreId(page);
  const fields = await textFields(page, id);
  await openReport(page, id);
  await underServiceWorker(page);
  await openReport(page, id);
  const log = await observeBackgroundSync(await context.newCDPSession(page));

  // The server goes down while the auditor types; the page's sends fail. The app then asks for a
  // sync, as it does when it goes to the background, and the sync event meets the server down:
  // Chromium holds the tag back for minutes.
  await portal.stop();
  const comment = await typeInto(fields.sectionComment.box(page), ` while the server was down ${Date.now()}`);
  await expect(page.getByText(/waiting to be sent/)).toBeVisible();
  const askForSync = () =>
    page.evaluate(async (tag) => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { register(tag: string): Promise<void> };
      };
      await registration.sync.register(tag);
    }, OUTBOX_SYNC_TAG);
  // Chromium's own words: the event failed ("waitUntil rejected") and the tag waits 300000 ms.
  // (Asked until one fails: an event that finds the page's own send in flight has nothing to do.)
  await expect
    .poll(
      async () => {
        if (!log.some((e) => e.eventName === 'sync event failed')) await askForSync();
        return log.map((e) => e.eventName);
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toContain('sync event failed');
  const failed = log.find((e) => e.eventName === 'sync event failed');
  expect(failed?.eventMetadata.map((m) => m.value)).toContain('300000');

  await page.close();

  // Later, in a place without signal, the auditor opens the app, types more and closes it.
  await context.setOffline(true);
  const offlinePage = await context.newPage();
  await offlinePage.goto(`/audit_store/${id}/section`);
  await expect(fields.sectionComment.box(offlinePage)).toHaveValue(comment);
  const summary = await typeInto(fields.summary.box(offlinePage), ` typed offline ${Date.now()}`);
  await offlinePage.waitForTimeout(1_000);
  await offlinePage.close();

  // The server is back, then the signal: no page of the app is open.
  await portal.start();
  await context.setOffline(false);
  const closedAt = Date.now();
  const reader = context.request;
  await expect
    .poll(
      async () => {
        const store = await (await reader.get(`/api/auditor/audit_store/${id}`)).json();
        return store.report_summary;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(summary);
  test.info().annotations.push({
    type: 'reached the server',
    description: `${Date.now() - closedAt} ms after the closed app's device was back online`,
  });
  // The text typed while the server was down goes too, in the same event's next round: a sync
  // event finds a connection, so what waited out a backoff is due (it is sent right after what was
  // due at once, so it may land a moment after the summary).
  const after = await context.newPage();
  await expect.poll(() => fields.sectionComment.serverValue(after), { timeout: 15_000 }).toBe(comment);
});
