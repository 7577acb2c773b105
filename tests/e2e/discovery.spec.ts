import type { Page } from '@playwright/test';
import { DISCOVERY_MESSAGES, type OpportunityCycle } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR, logIn, NEWCOMER } from './session';

/** Issue 13: finding audits near the auditor, in another city, and the applied list. */

const seeAllCounts = async (page: Page) =>
  (await page.getByRole('link', { name: /^see all \d+ opportunit/ }).allTextContents()).map((text) =>
    Number(/\d+/.exec(text)?.[0]),
  );

test('opportunities near the auditor: the dashboard count, the distance filter, another city', async ({
  page,
}) => {
  await logIn(page, AUDITOR);
  const tile = page.getByTestId('tile-available_audits');
  await expect(tile).toContainText(/\d+/);
  const onDashboard = Number(/\d+/.exec((await tile.textContent()) ?? '')?.[0]);
  await page.goto('/audit');
  const list = page.getByRole('list', { name: 'Audits near you' });
  await expect(list).toBeVisible();
  // the dashboard's figure is what /audit shows by default
  expect((await seeAllCounts(page)).reduce((sum, n) => sum + n, 0)).toBe(onDashboard);
  const served = (await (await page.request.get('/api/auditor/audit?kms=100')).json()) as OpportunityCycle[];
  // nearest first
  const distances = served.map((card) => card.nearest_km);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await screenshot(page, 'discovery-list', { fullPage: true });

  await page.getByLabel('Distance').selectOption('1');
  await expect(page).toHaveURL(/kms=1$/);
  const near = (await (await page.request.get('/api/auditor/audit?kms=1')).json()) as OpportunityCycle[];
  if (near.length === 0) await expect(page.getByText(DISCOVERY_MESSAGES.noneAvailable)).toBeVisible();
  else await expect(list.getByRole('listitem')).toHaveCount(near.length);
  await page.reload();
  await expect(page.getByLabel('Distance')).toHaveValue('1');

  await page.getByLabel('Distance').selectOption('100');
  await page.getByText('Travelling to a new city?').click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(DISCOVERY_MESSAGES.selectLocation)).toBeVisible();
  await page.locator('#city-search-country').selectOption({ label: 'India' });
  await page.locator('#city-search-state').selectOption({ index: 1 });
  await page.locator('#city-search-city_id').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.city-search-result')).toHaveText(
    new RegExp(`^(Congrats! \\d+ audits? (is|are) found in this location|${DISCOVERY_MESSAGES.noneFound})$`),
  );
  await screenshot(page, 'discovery-city-search');
});

test('discovery opened before shows its last list offline', async ({ page, context }) => {
  await logIn(page, AUDITOR);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/audit');
  await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
  const shown = await seeAllCounts(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
  expect(await seeAllCounts(page)).toEqual(shown);
  await expect(page.getByTitle('Showing the last saved data')).toBeVisible();
});

test('a newcomer is asked for the mobile number first', async ({ page }) => {
  await logIn(page, NEWCOMER);
  await page.goto('/audit');
  const link = page.getByRole('link', { name: 'Update mobile number' });
  await expect(link).toHaveAttribute('href', '/details/mobile_number/edit');
  await screenshot(page, 'discovery-gate');
});

test('the applied list shows each application with its status, and loads more', async ({ page }) => {
  await logIn(page, AUDITOR);
  const served = await (await page.request.get('/api/auditor/applied_audits')).json();
  await page.goto('/applied_audits');
  const rows = page.locator('.applied-table tbody tr');
  await expect(rows).toHaveCount(served.applied_audits.length);
  await screenshot(page, 'applied-audits', { fullPage: true });
  if (served.total_count > served.applied_audits.length) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(rows).toHaveCount(Math.min(served.total_count, served.applied_audits.length * 2));
  } else {
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  }
});
