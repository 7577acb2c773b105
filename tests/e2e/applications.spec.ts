import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  APPLY_MESSAGES,
  type AppliedList,
  AUDIT_STORE_STATUS_DISPLAY,
  type CyclePage,
  eligibilityLines,
  statusDisplay,
} from '../../src/contract';
import { TOS_TEXTS } from '../../src/contract/onboarding';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { getJson, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0019: from an opportunity to an application through the calendar, offline and back, then
 * cancel and apply again; the terms detour. Each file has its own server, so nothing here changes
 * what the other specs read.
 */

async function openNearestCycle(page: Page) {
  await page.goto('/audit');
  await page
    .getByRole('link', { name: /^see all \d+ opportunit/ })
    .first()
    .click();
  // the card's link carries the list's distance, so the page can tell the near locations apart
  await expect(page).toHaveURL(/\/audit\/cycle\/\d+\?kms=100$/);
  await expect(page.getByRole('list', { name: /^Locations/ })).toBeVisible();
}

const applicable = (page: Page) =>
  page
    .locator('.location-card')
    .filter({ has: page.getByRole('button', { name: /^(Apply|Re-apply)$/ }) })
    .first();

test('apply through the calendar, keeping the picked date offline, then cancel and apply again', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  // the app is installed: its service worker keeps what the pages read
  await underServiceWorker(page);
  await openNearestCycle(page);
  // the eligibility, in words, from the factors the server keeps for this cycle
  const cycleId = /\/audit\/cycle\/(\d+)\?/.exec(page.url())?.[1];
  const served = (await (await page.request.get(`/api/auditor/audit/${cycleId}`)).json()) as CyclePage;
  const lines = eligibilityLines(served.audit_alignment_factors);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) await expect(page.getByText(line, { exact: true })).toBeVisible();
  // the description is markdown, rendered
  await expect(page.getByRole('heading', { name: 'About this audit' })).toBeVisible();
  await screenshot(page, 'cycle-page', { fullPage: true });
  const card = applicable(page);
  const store = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('button', { name: /^(Apply|Re-apply)$/ }).click();
  await expect(page).toHaveURL(/\/apply\?kms=100$/);
  const dialog = page.getByRole('dialog', { name: 'Pick your audit date' });
  const apply = dialog.getByRole('button', { name: 'Apply', exact: true });
  await expect(apply).toBeDisabled();
  const days = dialog.locator('button.rdp-day_button:not([disabled])');
  const offered = await days.count();
  expect(offered).toBeGreaterThan(0);
  expect(offered).toBeLessThanOrEqual(7);
  await days.first().click();
  await expect(apply).toBeEnabled();
  await screenshot(page, 'apply-calendar');

  // no signal: the button says why, and the picked date survives a reload
  await context.setOffline(true);
  await expect(dialog.getByRole('button', { name: 'Applying needs a connection.' })).toBeDisabled();
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Pick your audit date' }).locator('.rdp-selected'),
  ).toHaveCount(1);
  await context.setOffline(false);
  await page
    .getByRole('dialog', { name: 'Pick your audit date' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  await expect(page.getByText(APPLY_MESSAGES.applied)).toBeVisible();
  await expect(page).toHaveURL(/\/audit\/cycle\/\d+\?kms=100$/);
  const mine = page.locator('.location-card').filter({ hasText: store });
  await expect(mine.getByText('Pending for Approval')).toBeVisible();
  await screenshot(page, 'applied-card');

  // the card is down the page, below the description: the modal opens and closes over it there
  await mine.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await mine.getByRole('link', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your application?' });
  await expect(confirm).toContainText(store);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(APPLY_MESSAGES.cancelled)).toBeVisible();
  await expect(mine.getByText('Withdrawn')).toBeVisible();
  await expect(mine).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(mine.getByRole('button', { name: 'Re-apply' })).toBeVisible();
});

test('an auditor who has not accepted the policies is taken to them, then to the calendar', async ({
  page,
  portal,
}) => {
  const db = new Database(portal.sqlitePath);
  db.prepare(
    'update account_flags set pp_accepted = 0, agreement_accepted = 0 where user_id = (select id from users where email = ?)',
  ).run(AUDITOR.email);
  db.close();
  await logIn(page, AUDITOR);
  await openNearestCycle(page);
  await applicable(page)
    .getByRole('button', { name: /^(Apply|Re-apply)$/ })
    .click();
  await expect(page).toHaveURL(/\/tos_accept\?auditCycleId=\d+&auditId=\d+$/);
  await page.getByLabel(/accept the Privacy Policy/).check();
  await page.getByLabel(/accept the Independent Contractor Agreement/).check();
  await page.getByRole('button', { name: TOS_TEXTS.accept, exact: true }).click();
  await expect(page).toHaveURL(/\/audit\/cycle\/\d+\/audit\/\d+\/apply$/);
  await expect(page.getByRole('dialog', { name: 'Pick your audit date' })).toBeVisible();
});

test('an application whose date passed without a decision is re-applied for from the applied list', async ({
  page,
}) => {
  await logIn(page, AUDITOR);
  await page.goto('/applied_audits');
  const note = 'The audit date has passed. Pick a new date to keep your application.';
  const overdue = page.locator('.applied-table tbody tr').filter({ hasText: note });
  await expect(overdue).toHaveCount(1);
  const client = (await overdue.locator('.applied-client').textContent()) ?? '';
  await screenshot(page, 'applied-overdue', { fullPage: true });
  await overdue.getByRole('link', { name: 'Re-apply' }).click();
  await expect(page).toHaveURL(/\/audit\/cycle\/\d+\/audit\/\d+\/reapply$/);
  const dialog = page.getByRole('dialog', { name: 'Pick a new audit date' });
  const reapply = dialog.getByRole('button', { name: 'Re-apply' });
  await expect(reapply).toBeDisabled();
  await dialog.locator('button.rdp-day_button:not([disabled])').first().click();
  await reapply.click();
  await expect(page.getByText(APPLY_MESSAGES.applied)).toBeVisible();
  await expect(page).toHaveURL(/\/audit\/cycle\/\d+$/);

  // the old application gave way to the new one: nothing overdue, the new date pending approval
  await page.goto('/applied_audits');
  await expect(page.locator('.applied-table tbody tr').first()).toContainText(client);
  await expect(page.locator('.applied-table tbody tr').first()).toContainText('Pending for Approval');
  await expect(overdue).toHaveCount(0);
});

test('the applied list says what became of each approved audit, not "Approved"', async ({ page }) => {
  await logIn(page, AUDITOR);
  const { applied_audits: entries } = await getJson<AppliedList>(page, 'applied_audits');
  // the demo auditor's approvals led to audits since withdrawn, submitted, accepted...
  const moved = entries.filter((entry) => entry.audit_store_status !== null);
  expect(moved.length).toBeGreaterThan(0);
  await page.goto('/applied_audits');
  for (const entry of moved) {
    const row = page.getByTestId(`applied-${entry.id}`);
    await expect(row).toContainText(
      statusDisplay(AUDIT_STORE_STATUS_DISPLAY, entry.audit_store_status)?.label ?? '?',
    );
    await expect(row).not.toContainText('Approved');
  }
  await screenshot(page, 'applied-outcomes', { fullPage: true });
});
