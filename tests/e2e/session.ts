import { expect, type Page } from '@playwright/test';

export const AUDITOR = { email: 'auditor@demo.test', password: 'demo-auditor' };
export const NEWCOMER = { email: 'newcomer@demo.test', password: 'demo-newcomer' };
/**
 * Rohan Mehta, one of the seeded other auditors (they share the demo auditor's password), with two
 * reports in progress: specs that end a report use his, so the demo auditor's stay as others expect.
 */
export const OTHER_AUDITOR = { email: 'rohan.mehta@demo.test', password: AUDITOR.password };

/** Signs in through the real login page, as a user would, and waits for the dashboard. */
export async function logIn(page: Page, account: { email: string; password: string }, next = '/') {
  await page.goto(`/auth/login?next=${next}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(next);
}

/** On a phone-width screen the navigation links sit behind the Menu button. */
export async function openMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}
