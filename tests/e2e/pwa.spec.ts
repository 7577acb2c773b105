import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { AUDITOR, logIn, openMenu } from './session';

/** How many API responses the page's caches hold, whatever the cache is called. */
function cachedApiResponses(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      count += keys.filter((request) => request.url.includes('/api/')).length;
    }
    return count;
  });
}

test('the app is installable: Chromium reports no installability errors', async ({ baseURL }, testInfo) => {
  // Test contexts are incognito, which Chromium never installs from; a persistent profile is not.
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, AUDITOR);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose?.includes('maskable'))).toBe(
      true,
    );
  } finally {
    await context.close();
  }
});

test('offline, a reload shows the shell and the last dashboard data', async ({ page, context }) => {
  await logIn(page, AUDITOR);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // the first page load was not yet controlled by the service worker: load once under its control
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const applied = page.getByTestId('tile-applied');
  await expect(applied).toContainText(/\d/);
  const onlineText = (await applied.textContent()) ?? '';

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('tile-applied')).toHaveText(onlineText);
  await expect(page.getByTestId('profile-card')).toContainText('Mumbai');
  await page.screenshot({ path: 'test-results/screens/dashboard-offline.png', fullPage: true });
  await context.setOffline(false);
});

test('logout clears the cached API responses', async ({ page }) => {
  await logIn(page, AUDITOR);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('tile-applied')).toContainText(/\d/);
  const cachedBefore = await cachedApiResponses(page);
  expect(cachedBefore).toBeGreaterThan(0);
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  // the login page; a background call answered 403 once the session is gone may have sent the
  // page there first, keeping where it was as `next` (seen under CI load)
  await expect(page).toHaveURL(/\/auth\/login(\?next=\/)?$/);
  const cachedAfter = await cachedApiResponses(page);
  expect(cachedAfter).toBe(0);
});
