import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { CyclePage, OpportunityCycle } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { getJson } from './reportHelpers';
import { AUDITOR, logIn, openMenu } from './session';

/**
 * Decision 0049: how the app moves between screens on a phone. A modal opens over the place the
 * auditor scrolled to and closes back onto it, a new screen opens at its top, and Back returns to
 * where the auditor was. On a weak signal the screen being left stays until the next one's code has
 * come, under a progress bar, and a screen whose code cannot come says so inside the shell.
 */

const PHONE = { width: 390, height: 844 };
const scrolled = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Where an element is on the screen: what the auditor sees stay put, whatever grows above it. */
const onScreen = async (target: Locator) => (await target.boundingBox())?.y ?? Number.NaN;
/** within two pixels: the page's layout rounds sub-pixel positions */
const near = (at: number, where: number) => Math.abs(at - where) <= 2;

/**
 * The demo auditor on a phone with no service worker, on the dashboard: each screen's code comes
 * over the network, as on a first visit.
 */
async function firstVisitOnPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, AUDITOR);
  await expect(page.getByTestId('tile-available_audits')).toBeVisible();
  return page;
}

async function tapMenu(page: Page, item: string) {
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item }).click();
}

/** A cycle with the most locations, so its page scrolls on a phone. */
async function longestCycle(page: Page): Promise<CyclePage> {
  const cycles = await getJson<OpportunityCycle[]>(page, 'audit?kms=100');
  const pages = await Promise.all(cycles.map((c) => getJson<CyclePage>(page, `audit/${c.audit_cycle.id}`)));
  const longest = pages.sort((a, b) => b.locations.length - a.locations.length)[0];
  if (!longest) throw new Error('the demo world offers no cycle');
  return longest;
}

test('a modal keeps the screen where it was scrolled, a new screen opens at its top, Back returns', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, AUDITOR);
  const cycle = await longestCycle(page);
  await page.goto(`/audit/cycle/${cycle.id}?kms=100`);
  const lastCard = page.locator('.location-card').last();
  const applyButton = lastCard.getByRole('button', { name: /^(Apply|Re-apply)$/ });
  await applyButton.scrollIntoViewIfNeeded();
  await expect(applyButton).toBeInViewport({ ratio: 1 });
  expect(await scrolled(page)).toBeGreaterThan(100);
  const where = await onScreen(lastCard);

  await applyButton.click();
  const calendar = page.getByRole('dialog', { name: 'Pick your audit date' });
  await expect(calendar).toBeVisible();
  expect(page.url()).toContain('/apply');
  expect(near(await onScreen(lastCard), where)).toBe(true);
  await calendar.getByText('Close', { exact: true }).click();
  await expect(calendar).toHaveCount(0);
  await expect(page).toHaveURL(`/audit/cycle/${cycle.id}?kms=100`);
  expect(near(await onScreen(lastCard), where)).toBe(true);

  await openMenu(page);
  const leftAt = await scrolled(page);
  const left = await onScreen(lastCard);
  expect(leftAt).toBeGreaterThan(100);
  // a tap: Playwright's click would first scroll the page to the link, which a finger does not
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payments' })
    .dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Payments' })).toBeVisible();
  expect(await scrolled(page)).toBe(0);

  await page.goBack();
  await expect(lastCard).toBeVisible();
  await expect.poll(async () => near(await onScreen(lastCard), left)).toBe(true);
});

test('a report opened from the bottom of the list starts at its top; a reload keeps the list in place', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, AUDITOR);
  await tapMenu(page, 'Your Audits');
  const lastReport = page.getByRole('link', { name: 'View Report' }).last();
  await lastReport.scrollIntoViewIfNeeded();
  await expect(lastReport).toBeInViewport({ ratio: 1 });
  const where = await scrolled(page);
  expect(where).toBeGreaterThan(100);

  await page.reload();
  await expect(lastReport).toBeVisible();
  await expect.poll(() => scrolled(page)).toBe(where);

  // a page opened afresh (an address typed, a link from outside) starts at its top, not where
  // another page opened afresh was left
  await page.goto('/audit_store');
  await lastReport.scrollIntoViewIfNeeded();
  expect(await scrolled(page)).toBeGreaterThan(100);
  await page.goto('/audit');
  await expect(page.locator('.cycle-card-link').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await scrolled(page)).toBe(0);
  await page.goBack();

  // its address is the list's plus more, but it is a screen of its own, not a modal over the list
  await lastReport.scrollIntoViewIfNeeded();
  await lastReport.click();
  await expect(page).toHaveURL(/\/audit_store\/\d+\/section$/);
  await expect(page.locator('.report-q').first()).toBeVisible();
  expect(await scrolled(page)).toBe(0);
});

test("on a weak signal the dashboard stays under a progress bar until the next screen's code comes", async ({
  browser,
  baseURL,
}) => {
  const page = await firstVisitOnPhone(browser, baseURL);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/PaymentsPage-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await tapMenu(page, 'Payments');
  await expect(page.locator('.shell-progress')).toBeVisible();
  await expect(page.getByTestId('tile-available_audits')).toBeVisible();
  await screenshot(page, 'screen-change-waiting-390');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Payments' })).toBeVisible();
  await expect(page.locator('.shell-progress')).toHaveCount(0);
  await page.context().close();
});

test('a screen whose code cannot come says so inside the shell, and the menu still leads out', async ({
  browser,
  baseURL,
}) => {
  const page = await firstVisitOnPhone(browser, baseURL);
  await page.route('**/assets/CertificationPage-*.js', (route) => route.abort('internetdisconnected'));
  await tapMenu(page, 'Certification');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.locator('.shell-progress')).toHaveCount(0);
  await screenshot(page, 'screen-change-failed-390');

  await tapMenu(page, 'Payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Payments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await page.context().close();
});
