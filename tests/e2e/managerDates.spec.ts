import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { logIn } from './session';

/**
 * The back office shows every date one way ('Do MMM YYYY', with the time after it for a moment)
 * and every status by its label: no ISO days or timestamps, no locale strings like 25/11/2026, no
 * raw codes like ACTIVE. A private server, as this starts a payment run.
 */
// read from textContent, where neighbouring texts touch: so no word boundaries
const ISO_DAY = /\d{4}-\d{2}-\d{2}/;
const SLASHED_DAY = /\d{1,2}\/\d{1,2}\/\d{4}/;
const CYCLE_CODES = /PREPARATION|UPCOMING|ACTIVE|CLEARING|ARCHIVED/;
const ONE_FORMAT = /\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}/;

async function expectOneDateFormat(page: Page, name: string) {
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text, `${name}: no ISO date`).not.toMatch(ISO_DAY);
  expect(text, `${name}: no locale date`).not.toMatch(SLASHED_DAY);
  expect(text, `${name}: no raw cycle status`).not.toMatch(CYCLE_CODES);
  expect(text, `${name}: its dates as 'Do MMM YYYY'`).toMatch(ONE_FORMAT);
}

test('every manager page shows dates in one format and statuses by their labels', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/applications');
  await expect(page.getByRole('list', { name: 'Audit cycles' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Audit cycles' }).getByText('Active').first()).toBeVisible();
  await expectOneDateFormat(page, 'cycles');
  await screenshot(page, 'manage-cycles-dates', { fullPage: true });

  await page.getByRole('link', { name: /Store Standards Review/ }).click();
  await expect(page.getByRole('list', { name: 'Applications' })).toBeVisible();
  await expectOneDateFormat(page, 'applications of a cycle');

  await page.goto('/manage/auditors');
  await page
    .getByRole('list', { name: 'Auditors' })
    .getByRole('link', { name: /Ananya/ })
    .click();
  await page.getByRole('button', { name: 'Show in full' }).click();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Viewed the bank details in full');
  await expectOneDateFormat(page, 'an auditor');
  await screenshot(page, 'manage-auditor-dates', { fullPage: true });

  await page.goto('/manage/payments');
  const pending = page.getByRole('list', { name: 'Pending payments' }).getByRole('listitem').first();
  await pending.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Start a run/ }).click();
  await expect(page).toHaveURL(/\/manage\/payments\/run\/\d+$/);
  await expect(page.getByText(/^Started by /)).toBeVisible();
  await page.getByRole('button', { name: 'Show history' }).first().click();
  await expect(page.getByRole('list', { name: /^History of payment/ })).toBeVisible();
  await expectOneDateFormat(page, 'a payment run');
  await screenshot(page, 'manage-run-dates', { fullPage: true });

  await page.goto('/manage/payments');
  await expect(page.getByRole('list', { name: 'Recent runs' })).toBeVisible();
  await expectOneDateFormat(page, 'payment runs');
});
