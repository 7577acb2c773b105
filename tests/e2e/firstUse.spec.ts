import { expect, test } from '@playwright/test';
import { MESSAGES, REPEAT_ALERTS_HOME } from '../../src/contract';
import { screenshot, signUpFreshAuditor } from './accountHelpers';
import { openMenu } from './session';

/** What a first-time user ran into on a phone. */

/** a member of staff: their own screens, never the auditor's (manage.spec.ts, review.spec.ts for the others) */
const MODERATOR = { email: 'moderator@demo.test', password: 'demo-moderator' };

test('a moderator who signs in lands on their own screen, from any route, without a login loop', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(MODERATOR.email);
  await page.getByLabel('Password').fill(MODERATOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(REPEAT_ALERTS_HOME);
  await expect(page.getByRole('heading', { name: 'Repeat alerts', level: 1 })).toBeVisible();
  await screenshot(page, 'staff-page');

  // an auditor address typed or bookmarked leads to the same screen
  await page.goto('/audit_store');
  await expect(page).toHaveURL(REPEAT_ALERTS_HOME);
  await expect(page.getByRole('heading', { name: 'Repeat alerts', level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(dialogs).not.toContain(MESSAGES.sessionExpired);
  expect(dialogs).toEqual([]);

  // no auditor areas in the menu; logging out works
  await openMenu(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repeat alerts' }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
});

test('a long e-mail address wraps at its @ and dots in the account block, never inside a word', async ({
  page,
}) => {
  const email = `meera.krishnamurthy.iyer.${Date.now()}@field-auditors-of-maharashtra.example.test`;
  await signUpFreshAuditor(page, { firstName: 'Meera', lastName: 'Iyer', email });
  await page.goto('/details');
  const shown = page.locator('.details-email');
  await expect(shown).toHaveText(email);
  await shown.scrollIntoViewIfNeeded();
  await screenshot(page, 'details-long-email');
  // where a line ends inside one part (a text node between break points), it is after a hyphen
  const brokenParts = await shown.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const tops = [...text].map((_, i) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return Math.round(range.getBoundingClientRect().top);
      });
      for (let i = 1; i < tops.length; i += 1)
        if (tops[i] !== tops[i - 1] && text[i - 1] !== '-')
          broken.push(`${text.slice(0, i)}|${text.slice(i)}`);
    }
    return broken;
  });
  expect(brokenParts).toEqual([]);
  const box = await shown.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(30); // it did need more than one line at 390 px
});
