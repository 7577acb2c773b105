import ExcelJS from 'exceljs';
import { BRAND_HOME, BRAND_PEOPLE, BRAND_PEOPLE_MESSAGES, BRAND_WEBHOOK } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { latestMailTo, linkPath } from './inbox';
import { expect, test } from './privatePortal';
import { logIn, openMenu } from './session';

/**
 * A brand's people (decision 0078) in Chromium: its admin makes a region, invites a region
 * manager by e-mail, and the manager, signed up through the mailed link on a phone, reads the
 * stores of that region alone; the admin sees them among the brand's people.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('a region manager invited by e-mail reads the figures of their region alone', async ({
  page,
  portal,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_ACCOUNTS.client, BRAND_HOME);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(BRAND_PEOPLE);

  // a region of Bengaluru alone: the city leaves the seeded South region for it
  await page.getByRole('button', { name: 'Add a region' }).click();
  const newRegion = page.getByRole('form', { name: 'New region' });
  await newRegion.getByLabel('Region name').fill('Karnataka');
  await expect(newRegion.getByLabel(/^Bengaluru/)).toHaveAccessibleName('Bengaluru (now in South)');
  await newRegion.getByRole('button', { name: 'Add region' }).click();
  await expect(newRegion.getByText('Pick at least one city.')).toBeVisible();
  await newRegion.getByLabel(/^Bengaluru/).check();
  await newRegion.getByRole('button', { name: 'Add region' }).click();
  const karnataka = page.getByRole('form', { name: 'Region Karnataka' });
  await expect(karnataka.getByLabel('Bengaluru')).toBeChecked();
  await expect(
    page.getByRole('form', { name: 'Region South' }).getByLabel('Bengaluru (now in Karnataka)'),
  ).not.toBeChecked();

  // an invitation must name the region it is for
  const email = `karnataka-${Date.now()}@example.test`;
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByLabel('Reads').selectOption({ label: 'Region manager' });
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByText(BRAND_PEOPLE_MESSAGES.pickRegion)).toBeVisible();
  await invite.getByLabel('Region', { exact: true }).selectOption({ label: 'Karnataka' });
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(BRAND_PEOPLE_MESSAGES.invited(email));
  await expect(page.getByRole('list', { name: 'Invitations waiting' })).toContainText(
    `${email} · Region manager, Karnataka`,
  );
  await screenshot(page, 'brand-people', { fullPage: true });

  // the manager opens the mailed link on a phone and creates the account
  const mail = await latestMailTo(portal.dataDir, email);
  expect(mail.subject).toBe('Kaapi Kulture Beverages Pvt. Ltd. invites you to its audit results on Auditly');
  const phone = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
  const manager = await phone.newPage();
  await manager.goto(linkPath(mail, '/auth/brand_invite/'));
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(
    BRAND_PEOPLE_MESSAGES.inviteFinish('Kaapi Kulture Beverages Pvt. Ltd.', 'Region manager'),
  );
  await manager.getByLabel('First name').fill('Kavya');
  await manager.getByLabel('Last name').fill('Rao');
  await manager.getByLabel('Password').fill('a long password');
  await manager.getByRole('button', { name: 'Create account' }).click();
  await expect(manager).toHaveURL(BRAND_HOME);

  // Bengaluru's accepted café report alone: the Chennai one in review and every other region are not theirs
  await expect(manager.locator('.brand-headline')).toContainText('1 accepted report from 1 store');
  await expect(manager.getByRole('list', { name: 'Score by region' })).toHaveText(/^Karnataka/);
  const cities = manager.getByRole('form', { name: 'Filters' }).getByLabel('City').locator('option');
  await expect(cities).toHaveText(['Every city', 'Bengaluru']);
  await screenshot(manager, 'brand-region-manager-390', { fullPage: true });
  await openMenu(manager);
  const nav = manager.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Stores' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Webhook' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Reports to review' })).toHaveCount(0);
  // which questions lose marks, and the region's sections by store: Indiranagar alone
  await nav.getByRole('link', { name: 'Questions' }).click();
  const byStore = manager.getByRole('table', { name: /^Sections by store in / });
  await expect(byStore.getByRole('columnheader')).toHaveText(['Section', 'Kaapi Kulture, Indiranagar']);
  const byWave = manager.getByRole('table', { name: /^Questions by wave/ });
  await expect(byWave.getByRole('row').nth(1)).toContainText(/\d+\.\d%/);
  await screenshot(manager, 'brand-questions-390', { fullPage: true });
  // the worst question's row lists the reports that lost marks on it: as many as its cell says
  const worst = byWave.getByRole('row').nth(1);
  const [, percent, reportCount] = /([\d.]+)% of (\d+) report/.exec((await worst.textContent()) ?? '') ?? [];
  expect(Number(percent)).toBeGreaterThan(0);
  await worst.getByRole('link').click();
  await expect(manager).toHaveURL(/[?&]question=\d+/);
  await expect(manager.getByTestId('brand-lost-on')).toBeVisible();
  await expect(manager.getByRole('list', { name: 'Accepted reports' }).getByRole('listitem')).toHaveCount(
    Math.round((Number(percent) * Number(reportCount)) / 100),
  );
  await screenshot(manager, 'brand-reports-lost-on-390', { fullPage: true });
  // the same reports as an Excel workbook: a row each, scores as numbers
  const [workbookFile] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('button', { name: 'Download as Excel' }).click(),
  ]);
  expect(workbookFile.suggestedFilename()).toBe('accepted-reports.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await workbookFile.path()) ?? '');
  const rows = workbook.getWorksheet('Accepted reports')?.getSheetValues().filter(Boolean) as unknown[][];
  expect(rows).toHaveLength(1 + Math.round((Number(percent) * Number(reportCount)) / 100));
  expect(rows[1]?.[2]).toBe('Kaapi Kulture, Indiranagar');
  expect(typeof rows[1]?.[7]).toBe('number');
  // the report behind a figure opens on the brand's report page; the review page is not theirs
  await manager.goto(`${BRAND_HOME}/reports`);
  // every wave's reports of the region's two cafés, the running wave's first; no other city's
  const reports = manager.getByRole('list', { name: 'Accepted reports' });
  await expect(reports.getByRole('listitem').first()).toContainText('Indiranagar');
  const stores = await reports.locator('li strong').allTextContents();
  expect(new Set(stores)).toEqual(
    new Set(['Kaapi Kulture, Indiranagar, Bengaluru', 'Kaapi Kulture, Koramangala, Bengaluru']),
  );
  await reports.getByRole('link').first().click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(
    'Kaapi Kulture, Indiranagar, Bengaluru',
  );
  await expect(manager.getByRole('heading', { name: 'Visit evidence' })).toBeVisible();
  for (const closed of [BRAND_PEOPLE, BRAND_WEBHOOK, '/manage/review']) {
    await manager.goto(closed);
    await expect(manager).toHaveURL(BRAND_HOME);
  }
  await phone.close();

  // the admin sees them among the brand's people
  await page.reload();
  await expect(page.getByRole('list', { name: 'People' })).toContainText(
    `Kavya Rao ${email} · Region manager, Karnataka`,
  );
  await expect(page.getByRole('list', { name: 'Invitations waiting' }).getByRole('listitem')).toHaveCount(0);
});
