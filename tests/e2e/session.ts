import { expect, type Page } from '@playwright/test';

export const AUDITOR = { email: 'auditor@demo.test', password: 'demo-auditor' };
export const NEWCOMER = { email: 'newcomer@demo.test', password: 'demo-newcomer' };

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
  await page.getByRole('navigation').waitFor();
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}
