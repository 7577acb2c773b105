import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0046: an auditor's install carries the auditor's app and nothing of the back office;
 * code few users run comes on its first use and is kept, so it opens offline afterwards.
 */
const BUILT = readdirSync('dist/assets');

/** The built file of a source module, by the name the build gives its chunk. */
function built(name: string): string {
  const file = BUILT.find((candidate) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(candidate));
  if (!file) throw new Error(`the build has no chunk named ${name}`);
  return `/assets/${file}`;
}

/** The paths each cache of the page's origin holds, keyed by the cache's kind. */
function cachedPaths(page: Page): Promise<{ precache: string[]; onNeed: string[] }> {
  return page.evaluate(async () => {
    const paths = async (match: (name: string) => boolean) => {
      const found: string[] = [];
      for (const name of (await caches.keys()).filter(match))
        for (const request of await (await caches.open(name)).keys())
          found.push(new URL(request.url).pathname);
      return found;
    };
    return {
      precache: await paths((name) => name.includes('precache')),
      onNeed: await paths((name) => name === 'app-code-on-need'),
    };
  });
}

test("an auditor's install holds the auditor's screens and no staff code; the chart comes on first use and opens offline after", async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  const installed = await cachedPaths(page);
  for (const auditorScreen of ['DashboardPage', 'ReportRoute', 'PaymentsPage', 'SyncPage'])
    expect(installed.precache).toContain(built(auditorScreen));
  // the workers that save answers and upload proofs, which run offline too
  for (const worker of [/\/assets\/reportWriterWorker-/, /\/assets\/proofUploadWorker-/])
    expect(installed.precache.some((path) => worker.test(path))).toBe(true);
  for (const leftOut of ['ReviewQueuePage', 'ReviewReportPage', 'ManagerOverviewPage', 'EarningsChartView'])
    expect(installed.precache).not.toContain(built(leftOut));
  expect(installed.precache.some((path) => /amrDecode\.worker-/.test(path))).toBe(false);

  // the earnings chart, fetched the first time the payments page draws it, and kept
  await page.goto('/payment');
  await expect(page.locator('figure svg')).toBeVisible();
  await expect.poll(async () => (await cachedPaths(page)).onNeed).toContain(built('EarningsChartView'));

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('figure svg')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/payments-chart-offline.png', fullPage: true });
  await context.setOffline(false);
});

test('a reviewer gets the review screens on first opening them, kept for the next time', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, DEMO_ACCOUNTS.qa, '/manage/review');
    await underServiceWorker(page);
    await expect(page.getByRole('list', { name: 'Reports to review' })).toBeVisible();
    const cached = await cachedPaths(page);
    expect(cached.precache).not.toContain(built('ReviewQueuePage'));
    expect(cached.onNeed).toContain(built('ReviewQueuePage'));
  } finally {
    await context.close();
  }
});

test('offline, a chart never kept leaves the payments page usable and says why it is missing', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  await page.goto('/payment');
  await expect(page.locator('figure svg')).toBeVisible();
  const rows = await page.locator('.payment-row').count();
  expect(rows).toBeGreaterThan(0);
  // as on a phone whose install never drew the chart: neither the kept copy nor the HTTP cache has it
  await page.evaluate(() => caches.delete('app-code-on-need'));
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/chart shows when this page is opened with a connection/)).toBeVisible();
  await expect(page.locator('.payment-row')).toHaveCount(rows);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/payments-chart-not-kept-offline.png', fullPage: true });
  await context.setOffline(false);
});
