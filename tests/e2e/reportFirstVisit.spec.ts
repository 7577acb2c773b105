import { expect, test } from '@playwright/test';
import { OFFLINE_DB_NAME } from '../../src/offline/dbName';
import { acknowledgedReport, chooseOther, openReport, pick, serverValues } from './reportHelpers';
import { AUDITOR } from './session';

/**
 * Decision 0060: the link an auditor opens on a phone that holds no offline data yet begins the
 * report's four reads at start-up, and the page draws from them while the offline database is
 * made. What is chosen then is the device's as on any visit: sent once, and there after a reload
 * without signal.
 */
test('a report opened first on a new phone reads each copy once, before its database opens, and keeps what is chosen', async ({
  page,
  context,
  baseURL,
}) => {
  // signed in already (the session cookie), never opened the app on this phone
  const login = await page.request.post('/auth/login', {
    form: { email: AUDITOR.email, password: AUDITOR.password, next: '/' },
    headers: { origin: baseURL ?? '' },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const { store, questions } = await acknowledgedReport(page);
  const mutex = pick(questions, 'MUTEX');
  const reads = ['', '/section', '/report_section', '/answer'].map(
    (tail) => `/api/auditor/audit_store/${store.id}${tail}`,
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // the order in which the page asked for the reads and for its offline database
  await page.addInitScript((name) => {
    const seen: string[] = [];
    Object.assign(window, { firstVisitOrder: seen });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
      if (args[0] === name) seen.push('database');
      return open.apply(this, args);
    };
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      seen.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
      return fetch(input, init);
    };
  }, OFFLINE_DB_NAME);

  await openReport(page, store.id);
  for (const path of reads)
    expect(
      requested.filter((seen) => seen === path),
      path,
    ).toHaveLength(1);
  const order = await page.evaluate(
    () => (window as unknown as { firstVisitOrder: string[] }).firstVisitOrder,
  );
  const opened = order.indexOf('database');
  expect(opened).toBeGreaterThan(-1);
  for (const path of reads) expect(order.indexOf(path), path).toBeLessThan(opened);
  await page.screenshot({ path: 'test-results/screens/report-first-visit.png' });

  // decision 0061: the page at the report's address named the screen's scripts, as built
  const html = await (await page.request.get(`/audit_store/${store.id}/section`)).text();
  const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const screenScript = named.find((href) => /\/assets\/ReportRoute-[\w-]+\.js$/.test(href ?? ''));
  expect(screenScript).toBeDefined();
  expect(requested).toContain(screenScript);
  expect(named.length).toBeGreaterThan(20);

  const chosen = await chooseOther(page, mutex);
  await expect.poll(async () => (await serverValues(page, store.id, [mutex]))[mutex.id]).toEqual([chosen]);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // no service worker kept the app yet: the reload comes from the server, the answer from the device
  await context.route(`**/api/auditor/audit_store/${store.id}/answer`, (route) => route.abort());
  await page.reload();
  await expect(
    page.getByTestId(`question-${mutex.id}`).getByRole('radio', { name: chosen, exact: true }),
  ).toBeChecked({ timeout: 20_000 });
});
