import { expect, test } from '@playwright/test';
import { screenshot } from './accountHelpers';
import { AUDITOR, logIn } from './session';

/** The recruitment page (docs/rules.md#screens) with its figures and a way to apply. */

test('the recruitment page states the offer and lets a writer e-mail a sample', async ({ page }) => {
  await logIn(page, AUDITOR);
  await page.goto('/content_ninja');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Writers Wanted' })).toBeVisible();
  for (const figure of [
    /50\+ freelance writers/,
    '4 to 8 hours a day',
    '1,500 to 3,000 words a day',
    '₹20,000 to ₹40,000 a month, or ₹0.50 a word (₹750 for 1,500 words)',
    /by the 14th of the month; it is paid on the 15th/,
    'British English',
    'About 1,500 words',
  ]) {
    await expect(page.getByText(figure)).toBeVisible();
  }
  const config = await (await page.request.get('/api/auditor/config')).json();
  const apply = page.getByRole('link', { name: /^E-mail your sample to / });
  await expect(apply).toHaveAttribute('href', new RegExp(`^mailto:${config.SUPPORT_EMAIL}\\?subject=`));
  await screenshot(page, 'content-ninja', { fullPage: true });
});
