import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acknowledgedReport, openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0056: an auditor's first install takes the app's scripts and styles in one request,
 * the install bundle, instead of one request per file on the store's weak signal; and a bundle
 * that cannot be read never stops an install, which then fetches each file as before. A worker's
 * script comes alone, with its headers.
 */
const BUNDLE = /^\/assets\/install-[\w-]+\.json$/;
const BUILT_CODE = /^\/assets\/[^/]+\.(js|css)$/;

/** The paths the service worker requests, from now on. */
function serviceWorkerRequests(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Offline, with nothing in the HTTP cache: the dashboard and a report open from the install alone. */
async function opensOfflineFromTheInstall(page: Page, context: BrowserContext) {
  await expect(page.getByTestId('tile-applied')).toContainText(/\d/);
  const { store, questions } = await acknowledgedReport(page);
  await openReport(page, store.id);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByTestId('tile-applied')).toContainText(/\d/);
  await openReport(page, store.id);
  await expect(page.getByTestId(`question-${questions[0]?.id}`)).toBeVisible();
  await context.setOffline(false);
}

test('a first install takes the code in one request, and the app then opens offline from it', async ({
  page,
  context,
}) => {
  const requested = serviceWorkerRequests(context);
  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  expect(requested.filter((path) => BUNDLE.test(path))).toHaveLength(1);
  // a worker's script comes alone, with the policy the worker runs under (src/contract/builtCode.ts)
  const alone = requested.filter((path) => BUILT_CODE.test(path));
  for (const path of alone) expect(path).toMatch(/worker/i);
  await opensOfflineFromTheInstall(page, context);
  await page.screenshot({ path: 'test-results/screens/report-offline-from-install-bundle.png' });
});

test('an install bundle that cannot be read: each file comes alone and the app still opens offline', async ({
  page,
  context,
}) => {
  await context.route('**/assets/install-*.json', (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  const requested = serviceWorkerRequests(context);
  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  expect(requested.filter((path) => BUNDLE.test(path))).toHaveLength(1);
  expect(requested.filter((path) => BUILT_CODE.test(path)).length).toBeGreaterThan(50);
  await opensOfflineFromTheInstall(page, context);
});
