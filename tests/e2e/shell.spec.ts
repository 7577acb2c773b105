import { expect, test } from '@playwright/test';
import { AUDITOR, logIn, NEWCOMER, openMenu } from './session';

const NAV = [
  ['View Opportunities', '/audit'],
  ['Applied Audits', '/applied_audits'],
  ['Your Audits', '/audit_store'],
  ['Payments', '/payment'],
  ['Certification', '/certification'],
  ['Shopper Guide', '/shopper_guide/videos'],
  ['My Profile', '/details'],
] as const;

const TILES = [
  ['available_audits', 'View Opportunities', '/audit'],
  ['applied', 'Audits Applied', '/applied_audits'],
  ['assigned', 'Audits Assigned', '/applied_audits'],
  ['completed', 'Reports Completed', '/audit_store'],
  ['pending_payment', 'Payments Pending', '/payment'],
] as const;

test('the dashboard shows the seeded figures the server computes', async ({ page }) => {
  await logIn(page, AUDITOR);
  await expect(page).toHaveTitle('Auditly Auditor Portal');
  const stats = await (await page.request.get('/api/auditor/dashboard/stats')).json();
  const completion = await (await page.request.get('/api/auditor/profile_completion_percentage')).json();
  // the demo world gives this auditor work in every tile
  for (const [field] of TILES) expect(stats[field]).toBeGreaterThan(0);
  for (const [field, label, href] of TILES) {
    const tile = page.getByTestId(`tile-${field}`);
    await expect(tile).toContainText(label);
    await expect(tile).toContainText(String(stats[field]));
    await expect(tile).toHaveAttribute('href', href);
  }
  const completionTile = page.getByTestId('tile-profile_completion_percentage');
  await expect(completionTile).toContainText(`${completion.profile_completion_percentage}%`);
  await expect(completionTile).toHaveAttribute('href', '/details');

  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('Your Profile');
  await expect(card).toContainText('Mumbai');
  await expect(card).toContainText('9820012345');
  await expect(card.locator('img')).toHaveAttribute('src', /female/);
  await expect(page.getByRole('link', { name: 'Update Mobile Number' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('2014 to Present');
});

test('a user without a name or mobile sees the welcome panel and the red mobile link', async ({ page }) => {
  await logIn(page, NEWCOMER);
  const update = page.getByRole('link', { name: 'Update Mobile Number' });
  await expect(update).toBeVisible();
  await expect(update).toHaveAttribute('href', '/details/mobile_number/edit');
  await expect(page.getByRole('link', { name: /save your details|details/i }).first()).toHaveAttribute(
    'href',
    '/details/profile/edit',
  );
  await page.screenshot({ path: 'test-results/screens/dashboard-newcomer.png', fullPage: true });
});

test('the navigation bar has exactly the spec labels and routes', async ({ page }) => {
  await logIn(page, AUDITOR);
  // no newer view is configured here: no banner offers it
  await expect(page.getByRole('complementary', { name: 'Newer view' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of NAV) {
    await openMenu(page);
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(href);
    // every area is built: each opens its own page under its own heading
    // a page titled otherwise than its link says (the nav read "Reports" over "Your Audits")
    const heading: Record<string, string> = {
      '/payment': 'Your Payments',
      '/details': 'My Profile',
      '/certification': 'Certification Test',
      '/shopper_guide/videos': 'Shopper Guide',
    };
    await expect(page.getByRole('heading', { name: heading[href] ?? label, level: 1 })).toBeVisible();
  }
});
