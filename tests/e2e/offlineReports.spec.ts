import { expect, type Page, test } from '@playwright/test';
import { type AuditStore, OFFLINE_READINESS_TEXTS } from '../../src/contract';
import { OFFLINE_DB_NAME } from '../../src/offline/dbName';
import { screenshot } from './accountHelpers';
import { getJson, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0012: an auditor opens the list at home and the report in the store. Every report they
 * may still work on is saved for offline use when the list or the dashboard loads, each card says
 * so, and a report that is not saved says why.
 */

async function keptReports(page: Page): Promise<AuditStore[]> {
  const stores = await getJson<AuditStore[]>(page, 'audit_store');
  return stores.filter((s) => s.status === 'ASSIGNED' || s.status === 'ACKNOWLEDGED');
}

test('a report seen in the list but never opened opens offline, with its guideline PDF', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR, '/details');
  const kept = await keptReports(page);
  const assigned = kept.find((s) => s.status === 'ASSIGNED') ?? kept[0];
  if (!assigned) throw new Error('the demo auditor has no report to keep');
  await underServiceWorker(page);

  await page.goto('/audit_store');
  for (const store of kept)
    await expect(page.getByTestId(`audit-store-${store.id}`).getByTestId('offline-readiness')).toHaveText(
      new RegExp(OFFLINE_READINESS_TEXTS.ready),
      { timeout: 20_000 },
    );
  await page.getByTestId(`audit-store-${assigned.id}`).scrollIntoViewIfNeeded();
  await screenshot(page, 'audit-list-ready-offline');

  // in the store, without signal: the report never opened on this phone opens whole
  await context.setOffline(true);
  await page.goto(`/audit_store/${assigned.id}/section`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    assigned.audit.audit_cycle.client.auditor_display_name,
  );
  await expect(page.locator('.report-section').first()).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Guidelines (PDF)' });
  await expect(pdfLink).toBeVisible();
  await screenshot(page, 'report-never-opened-offline');
  const pdf = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return {
        status: response.status,
        start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 4)),
      };
    },
    (await pdfLink.getAttribute('href')) ?? '',
  );
  expect(pdf).toEqual({ status: 200, start: '%PDF' });

  // the list, reloaded offline, still says every kept report is ready
  await page.goto('/audit_store');
  for (const store of kept)
    await expect(page.getByTestId(`audit-store-${store.id}`).getByTestId('offline-readiness')).toHaveText(
      new RegExp(OFFLINE_READINESS_TEXTS.ready),
    );
});

/** Whether the app marked report `id` saved for offline use, read from IndexedDB as the app keeps it. */
function isMarkedReady(page: Page, id: number): Promise<boolean> {
  return page.evaluate(
    async ({ name, key }) => {
      // never create the app's database, nor hold it open: the app must be free to open and upgrade it
      if (!(await indexedDB.databases()).some((database) => database.name === name)) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          db.onversionchange = () => db.close();
          if (!db.objectStoreNames.contains('serverCache')) {
            db.close();
            return resolve(false);
          }
          const get = db.transaction('serverCache').objectStore('serverCache').get(key);
          get.onsuccess = () => {
            db.close();
            resolve(get.result !== undefined);
          };
          get.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      });
    },
    { name: OFFLINE_DB_NAME, key: `offline-ready:${id}` },
  );
}

test('the dashboard seen at home is enough: a report never opened then opens in the store', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  const kept = await keptReports(page);
  const last = kept.at(-1);
  if (!last) throw new Error('the demo auditor has no report to keep');
  for (const store of kept)
    await expect.poll(() => isMarkedReady(page, store.id), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(`/audit_store/${last.id}/section`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    last.audit.audit_cycle.client.auditor_display_name,
  );
  await expect(page.locator('.report-section').first()).toBeVisible();
});

test('a report this phone never saved says why it cannot open offline', async ({ page, context }) => {
  await logIn(page, AUDITOR, '/details');
  const [store] = await keptReports(page);
  if (!store) throw new Error('the demo auditor has no report to keep');
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`/audit_store/${store.id}/section`);
  await expect(page.getByText(OFFLINE_READINESS_TEXTS.reportNotSavedOffline)).toBeVisible({
    timeout: 20_000,
  });
  await screenshot(page, 'report-not-saved-offline');
});
