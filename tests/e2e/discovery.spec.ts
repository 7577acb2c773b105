import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { CITY_SEARCH_NOT_LOADED } from '../../src/client/features/discovery/discoveryTexts';
import { applyWindow, type CyclePage, DISCOVERY_MESSAGES, type OpportunityCycle } from '../../src/contract';
import { AUDIT_AVAILABILITY_TEXTS } from '../../src/contract/auditAvailability';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR, logIn, NEWCOMER } from './session';

/** Decision 0019: finding audits near the auditor, in another city, and the applied list. */

const seeAllCounts = async (page: Page) =>
  (await page.getByRole('link', { name: /^see all \d+ opportunit/ }).allTextContents()).map((text) =>
    Number(/\d+/.exec(text)?.[0]),
  );

test.describe('a first visit, before the service worker keeps the app', () => {
  // no service worker: the page's own requests, which a kept copy would otherwise answer
  test.use({ serviceWorkers: 'block' });

  test('the city search loads when opened; if its code cannot come, it asks for a reload once online', async ({
    page,
  }) => {
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/CitySearchForm-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await logIn(page, AUDITOR);
    await page.goto('/audit');
    await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
    // most visits never open it: its form, lists and schemas are not part of the page's first load
    expect(formCode).toEqual([]);
    await page.route(/\/assets\/CitySearchForm-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByText('Travelling to a new city?').click();
    await expect(page.getByRole('alert')).toHaveText(CITY_SEARCH_NOT_LOADED);
    await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
    // as the message says: once the code can come, a reload opens the search
    await page.unroute(/\/assets\/CitySearchForm-[\w-]+\.js$/);
    await page.reload();
    await page.getByText('Travelling to a new city?').click();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  });
});

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

test('discovery opened before shows its last data offline, and says applying needs a connection', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/audit');
  await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
  const shown = await seeAllCounts(page);
  await page
    .getByRole('link', { name: /^see all \d+ opportunit/ })
    .first()
    .click();
  const locations = page.getByRole('list', { name: /^Locations/ });
  await expect(locations).toBeVisible();
  const cycleUrl = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  // the locations the card counted (within its 100 km) come first, the others after them
  const kmsOf = async (list: Locator) =>
    (await list.locator('.location-card-city').allTextContents()).map((text) =>
      Number(/([\d.]+) km away/.exec(text)?.[1]),
    );
  expect((await kmsOf(locations)).every((km) => km <= 100)).toBe(true);
  await page.getByRole('heading', { name: /^Locations/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'cycle-page-locations');
  const further = page.getByRole('list', { name: 'Further away' });
  if ((await further.count()) > 0) expect((await kmsOf(further)).every((km) => km > 100)).toBe(true);
  const stores = await locations.locator('h3').allTextContents();
  await page.goto('/applied_audits');
  const rows = page.locator('.applied-table tbody tr');
  await expect(rows.first()).toBeVisible();
  const applied = await rows.allTextContents();

  await context.setOffline(true);
  await page.goto('/audit');
  await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
  expect(await seeAllCounts(page)).toEqual(shown);
  await expect(page.getByTitle('Showing the last saved data')).toBeVisible();
  await page.goto(cycleUrl);
  await expect(locations).toBeVisible();
  expect(await locations.locator('h3').allTextContents()).toEqual(stores);
  await expect(page.getByTitle('Showing the last saved data')).toBeVisible();
  // nothing is sent offline: the buttons say why instead of failing
  const offlineApply = page.getByRole('button', { name: 'Applying needs a connection.' });
  await expect(offlineApply.first()).toBeDisabled();
  await screenshot(page, 'cycle-page-offline');
  await page.goto('/applied_audits');
  await expect(rows.first()).toBeVisible();
  expect(await rows.allTextContents()).toEqual(applied);
  await expect(page.getByTitle('Showing the last saved data')).toBeVisible();
});

test('a newcomer is asked for the mobile number first', async ({ page }) => {
  await logIn(page, NEWCOMER);
  await page.goto('/audit');
  const link = page.getByRole('link', { name: 'Update mobile number' });
  // the form returns to the opportunities once the number is saved (decision 0066)
  await expect(link).toHaveAttribute('href', '/details/mobile_number/edit?next=/audit');
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

test('an audit another auditor holds shows as taken on a phone, and the server refuses a plain application', async ({
  page,
  portal,
}) => {
  // the demo world: Meera's report holds the smartphone cycle's Lokhandwala audit, and the demo
  // auditor's own application for it was rejected (src/server/tools/seed/journeys.ts)
  const db = new Database(portal.sqlitePath, { readonly: true });
  const taken = db
    .prepare(
      `select audits.id, audits.audit_cycle_id as cycle from audits
       join stores on stores.id = audits.store_id join audit_cycles on audit_cycles.id = audits.audit_cycle_id
       where stores.name = 'Voltkart, Lokhandwala' and audit_cycles.status = 'ACTIVE'`,
    )
    .get() as { id: number; cycle: number };
  db.close();
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, AUDITOR);
  await page.goto(`/audit/cycle/${taken.cycle}`);
  const card = page.getByTestId(`location-${taken.id}`);
  await expect(card).toContainText(AUDIT_AVAILABILITY_TEXTS.taken.badge);
  await expect(card).toContainText(AUDIT_AVAILABILITY_TEXTS.taken.note);
  await expect(card.getByRole('button')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots-apply/cycle-page-taken.png' });
  // an open location of the same cycle still offers Apply
  await expect(page.getByRole('button', { name: /^(Apply|Re-apply)$/ }).first()).toBeVisible();

  // the calendar reached by its address does not take a date either
  await page.goto(`/audit/cycle/${taken.cycle}/audit/${taken.id}/apply`);
  const dialog = page.getByRole('dialog', { name: 'Pick your audit date' });
  await expect(dialog).toContainText(AUDIT_AVAILABILITY_TEXTS.taken.note);
  // no dates offered for it, and nothing to send
  await expect(dialog.locator('button.rdp-day_button')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots-apply/apply-modal-taken.png' });

  // through the API as the page would: a plain application is refused, in words that say why
  // (APPLY_MESSAGES.taken is this note)
  const cycle = (await (await page.request.get(`/api/auditor/audit/${taken.cycle}`)).json()) as CyclePage;
  const date = applyWindow(cycle, new Date()).accepted?.first;
  const refused = await page.request.post(`/api/auditor/audit/${taken.id}/application/apply`, {
    data: { audit_id: taken.id, audit_date: date },
    headers: { origin: new URL(page.url()).origin },
  });
  expect([refused.status(), (await refused.json()).non_field_errors]).toEqual([
    400,
    [AUDIT_AVAILABILITY_TEXTS.taken.note],
  ]);

  await page.goto('/audit');
  await expect(page.getByRole('list', { name: 'Audits near you' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-apply/discovery-cards.png', fullPage: true });
});
