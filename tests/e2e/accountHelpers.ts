import { expect, type Locator, type Page } from '@playwright/test';

let accounts = 0;

/**
 * A brand-new auditor, signed up through the real signup page: the account specs edit and
 * deactivate it, so nobody else's data changes. Ends signed in, on the dashboard.
 */
export async function signUpFreshAuditor(
  page: Page,
  firstName = 'Asha',
  lastName = 'Kulkarni',
  email?: string,
) {
  accounts += 1;
  const account = {
    email:
      email ?? `details-${Date.now()}-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    password: 'a good long password',
  };
  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');
  return account;
}

export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

export const panel = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** Saves a modal and waits for the page behind it: the toast, /details, the modal gone. */
export async function saveAndReturn(page: Page, modal: Locator, toast: string) {
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: toast })).toBeVisible();
  await expect(page).toHaveURL('/details');
  await expect(modal).toBeHidden();
}

/** A page is taken whole; a modal as the phone shows it (it is fixed over the viewport). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  // for the picture only: lets a modal finish fading in
  if (!fullPage) await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}
