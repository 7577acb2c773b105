import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BRAND_LIVE_MS } from '../../src/client/features/brand/useLiveFigures';
import {
  acceptedReportEventSchema,
  BRAND_EXPORT_COLUMNS,
  BRAND_HOME,
  BRAND_WEBHOOK,
  BRAND_WEBHOOK_MESSAGES,
  REVIEW_MESSAGES,
  WEBHOOK_HEADERS,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { logIn } from './session';
import { startReceiver } from './webhookReceiver';

/**
 * A brand's figures (decision 0077) in Chromium: the client lands on its overview, accepts a
 * report, and the overview and the league count it at once; the filters live in the address
 * through a reload; at phone size the views still read.
 */

const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: DESKTOP, acceptDownloads: true });

test('a client’s overview and league count a report the moment it is accepted, filtered from the address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_ACCOUNTS.client, BRAND_HOME);
  // the brand's home: any other address of the app leads a client here
  await page.goto('/');
  await expect(page).toHaveURL(BRAND_HOME);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kaapi Kulture Beverages Pvt. Ltd.: overview',
  );
  const headline = page.locator('.brand-headline');
  await expect(headline).toContainText('1 accepted report from 1 store');
  await expect(page.getByTestId('brand-wave-score')).toHaveText(/^\d+\.\d%$/);
  await expect(page.getByText(/mean of its accepted reports' scores/)).toBeVisible();
  await screenshot(page, 'brand-overview-before-accept', { fullPage: true });

  // the brand's systems hear of what it accepts: a webhook to a receiver of the brand's, tested first
  const receiver = await startReceiver();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhook' }).click();
  await page.getByLabel('Address', { exact: true }).fill('ftp://not-a-web-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(BRAND_WEBHOOK_MESSAGES.url)).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(receiver.url);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(BRAND_WEBHOOK_MESSAGES.saved);
  const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
  await page.getByRole('button', { name: 'Send a test event' }).click();
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem').first()).toContainText('Test event');
  await expect(log.getByRole('listitem').first()).toContainText('Delivered (200)', { timeout: 15_000 });

  // an overview left open in another tab, its clock the test's to move
  const wall = await page.context().newPage();
  await wall.clock.install();
  await wall.goto(BRAND_HOME);
  await expect(wall.locator('.brand-headline')).toContainText('1 accepted report from 1 store');

  // the client accepts Priya's report in review: the overview and the league count it at once
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports to review' })
    .click();
  await page
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link')
    .filter({ hasText: 'Priya' })
    .click();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  const store = (await page.getByRole('heading', { level: 1 }).textContent())?.split(': ').at(-1) ?? '';
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept the report?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await expect(headline).toContainText('2 accepted reports from 2 stores');
  // the tab left open counts it at its next look, with no reload
  await wall.clock.fastForward(BRAND_LIVE_MS);
  await expect(wall.locator('.brand-headline')).toContainText('2 accepted reports from 2 stores');
  await wall.close();
  // and the brand's receiver is posted the report, signed with the brand's secret, score and all
  await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
  const posted = receiver.received[1];
  const event = acceptedReportEventSchema.parse(JSON.parse(posted?.body ?? ''));
  expect(store).toContain(event.report.store);
  expect(event.report.score).not.toBeNull();
  const timestamp = Number(posted?.headers[WEBHOOK_HEADERS.timestamp]);
  const signed = createHmac('sha256', secret).update(`${timestamp}.${posted?.body}`).digest('hex');
  expect(posted?.headers[WEBHOOK_HEADERS.signature]).toBe(`sha256=${signed}`);
  receiver.close();
  await page.getByRole('link', { name: 'Every store, ranked' }).click();
  const league = page.getByRole('table', { name: /^Stores ranked in / });
  await expect(league.getByRole('row')).toHaveCount(3);
  await expect(league).toContainText(store);
  await screenshot(page, 'brand-league', { fullPage: true });

  // drill down: from the store's row to the report behind its figure, and to the report itself
  await league.getByRole('link', { name: store }).click();
  await expect(page).toHaveURL(/\/manage\/brand\/reports\?.*store=\d+/);
  const behind = page.getByRole('list', { name: 'Accepted reports' }).getByRole('link');
  await expect(behind).toHaveCount(1);
  await expect(page.locator('.manage-count')).toContainText('1 accepted report');
  // the same reports as a file: one row each, the store's among them
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header?.startsWith(BRAND_EXPORT_COLUMNS.join(','))).toBe(true);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(store.split(',')[0]);
  // the list keeps the view's filters, and its wave filter names the wave it came from
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Wave')).not.toHaveValue('');
  await screenshot(page, 'brand-reports-behind-a-store');
  await behind.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(store);
  await expect(page.getByTestId('brand-report-score').locator('.score-badge')).toHaveText(/^\d+\.\d%$/);
  await expect(page.getByRole('heading', { name: 'Visit evidence' })).toBeVisible();
  // the brand reads the report, not who made it
  await expect(page.locator('main')).not.toContainText('Priya');
  await page.goBack();
  await page.goBack();

  // a city filter narrows the league, lives in the address and survives a reload
  const filters = page.getByRole('form', { name: 'Filters' });
  const city = filters.getByLabel('City');
  const cityName = (await city.locator('option').nth(1).textContent()) ?? '';
  await city.selectOption({ label: cityName });
  await expect(page).toHaveURL(/[?&]city=\d+/);
  await page.reload();
  await expect(filters.getByLabel('City')).toHaveValue(/\d+/);
  for (const cell of await league.locator('tbody th small').allTextContents()) expect(cell).toBe(cityName);

  // dates that hold no accepted report say so rather than showing nothing
  await page.goto(`${BRAND_HOME}?from=2001-01-01&to=2001-01-31`);
  await expect(page.getByTestId('brand-empty')).toHaveText('No accepted report matches these filters yet.');

  // at phone size the overview reads without sideways scrolling
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(BRAND_HOME);
  await expect(headline).toContainText('2 accepted reports');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'brand-overview-390', { fullPage: true });
  // the log says what was posted and how the receiver answered, the accepted report first
  await page.goto(BRAND_WEBHOOK);
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText(/Report #\d+ accepted.*Delivered \(200\)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'brand-webhook-390', { fullPage: true });
});
