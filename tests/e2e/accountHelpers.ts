import { expect, type Locator, type Page } from '@playwright/test';
import { SIGNUP_MESSAGES } from '../../src/contract';
import { latestMailTo, linkPath, SHARED_DATA_DIR } from './inbox';

let accounts = 0;

export interface FreshAuditor {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** the DATA_DIR of the server the page talks to: a private portal's `dataDir`, else the shared one */
  dataDir?: string;
}

/**
 * A brand-new auditor, signed up through the real sign-up: the form, the mailed link and its
 * button (decision 0030). The account specs edit and deactivate it, so nobody else's data changes.
 * Ends signed in, on the dashboard.
 */
export async function signUpFreshAuditor(page: Page, options: FreshAuditor = {}) {
  accounts += 1;
  const account = {
    email:
      options.email ??
      `details-${Date.now()}-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    password: 'a good long password',
  };
  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(options.firstName ?? 'Asha');
  await page.getByLabel('Last name').fill(options.lastName ?? 'Kulkarni');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: SIGNUP_MESSAGES.sentTitle })).toBeVisible();
  const mail = await latestMailTo(options.dataDir ?? SHARED_DATA_DIR, account.email);
  await page.goto(linkPath(mail, '/auth/signup/'));
  await page.getByRole('button', { name: SIGNUP_MESSAGES.finishButton }).click();
  await expect(page).toHaveURL('/');
  return account;
}

export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

export const panel = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/**
 * Saves a modal and waits for the page it returns to: the toast, /details (or `to`, where a gate's
 * link said to come back), the modal gone.
 */
export async function saveAndReturn(page: Page, modal: Locator, toast: string, to = '/details') {
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: toast })).toBeVisible();
  await expect(page).toHaveURL(to);
  await expect(modal).toBeHidden();
}

/** A page is taken whole; a modal as the phone shows it (it is fixed over the viewport). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  // for the picture only: lets a modal finish fading in
  if (!fullPage) await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}
