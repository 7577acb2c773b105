import type { Browser, Page } from '@playwright/test';
import { APPLY_MESSAGES, type CyclePage, NOTICE_MESSAGES, type OpportunityCycle } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { latestMailTo, linkPath } from './inbox';
import { expect, test } from './privatePortal';
import { getJson, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Notices (decision 0038): what a manager decides reaches the auditor it is about, in the app's
 * notice centre (offline too, once seen) and in the mail, without the auditor looking for it.
 */

const PHONE = { width: 390, height: 844 };

/** Applies for the first open location and returns its cycle and store name. */
async function applyForAnAudit(phone: Page) {
  const cycles = await getJson<OpportunityCycle[]>(phone, 'audit?kms=100');
  const pages = await Promise.all(cycles.map((c) => getJson<CyclePage>(phone, `audit/${c.audit_cycle.id}`)));
  const pick = pages
    .map((cycle) => ({ cycle, location: cycle.locations.find((l) => l.application === null) }))
    .find((candidate) => candidate.location !== undefined);
  if (!pick?.location) throw new Error('no location to apply for');
  const storeName = pick.location.store.name;
  await phone.goto(`/audit/cycle/${pick.cycle.id}?kms=100`);
  await phone
    .locator('.location-card')
    .filter({ hasText: storeName })
    .getByRole('button', { name: /^(Apply|Re-apply)$/ })
    .click();
  const calendar = phone.getByRole('dialog', { name: 'Pick your audit date' });
  await calendar.locator('button.rdp-day_button:not([disabled])').first().click();
  await calendar.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(phone.getByText(APPLY_MESSAGES.applied)).toBeVisible();
  return { cycleId: pick.cycle.id, storeName };
}

async function approveAsManager(browser: Browser, baseURL: string, cycleId: number, storeName: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/applications');
  await page.goto(`/manage/applications/${cycleId}`);
  await page
    .getByRole('list', { name: 'Applications' })
    .getByRole('listitem')
    .filter({ hasText: AUDITOR.email })
    .filter({ hasText: storeName })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page.getByRole('dialog', { name: 'Approve?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Approved: the audit is assigned.')).toBeVisible();
  // the manager has a centre too, with nothing in it
  await page.getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByText(NOTICE_MESSAGES.none)).toBeVisible();
  await context.close();
}

test('an approval reaches the auditor: the bell counts it, the centre shows it offline too, the mail carries it', async ({
  page: phone,
  context,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize(PHONE);
  await logIn(phone, AUDITOR);
  await underServiceWorker(phone);
  await expect(phone.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
  const { cycleId, storeName } = await applyForAnAudit(phone);

  await approveAsManager(browser, baseURL ?? portal.url, cycleId, storeName);

  // the auditor changes screen: the bell has looked again
  await phone.goto('/payment');
  const bell = phone.getByRole('link', { name: 'Notices, 1 unread' });
  await expect(bell).toBeVisible();
  await screenshot(phone, 'notices-bell-390');
  await bell.click();
  const approval = phone.getByRole('list', { name: 'Notices' }).getByRole('listitem').first();
  await expect(approval).toContainText('Application approved');
  await expect(approval).toContainText(storeName);
  await screenshot(phone, 'notices-centre-390', { fullPage: true });

  // the mail says the same and links to the same screen
  const mail = await latestMailTo(portal.dataDir, AUDITOR.email);
  expect(mail.subject).toMatch(/Application approved$/);
  expect(mail.text).toContain(storeName);
  expect(linkPath(mail, '/audit_store')).toBe('/audit_store');

  // offline, the centre opens from the last copy
  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByText(NOTICE_MESSAGES.offlineCopy)).toBeVisible();
  await expect(approval).toContainText('Application approved');
  await screenshot(phone, 'notices-offline-390', { fullPage: true });
  await context.setOffline(false);

  // opening it leads to the assigned audit and it is read
  const marked = phone.waitForResponse((response) =>
    /\/api\/auditor\/notices\/\d+\/read$/.test(response.url()),
  );
  await approval.getByRole('link').click();
  expect((await marked).status()).toBe(204);
  await expect(phone).toHaveURL(/\/audit_store$/);
  await expect(phone.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
});
