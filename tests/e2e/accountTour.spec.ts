import { expect, type Locator, type Page, test } from '@playwright/test';
import { TOUR_STEPS, TOUR_TEXTS } from '../../src/contract/onboarding';
import { signUpFreshAuditor } from './accountHelpers';

/** A fresh auditor through the real sign-up: the tour is shown to new accounts only. */
const signUp = (page: Page) => signUpFreshAuditor(page, { firstName: 'Arjun', lastName: 'Nair' });

async function tourComplete(page: Page): Promise<unknown> {
  const response = await page.request.get('/api/auditor/additional_info');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, unknown>).is_tour_complete;
}

/** Waits until the popover has stopped moving (it follows the highlighted element as it scrolls). */
async function settled(dialog: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await dialog.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
}

const stepDialog = (page: Page, index: number) =>
  page.getByRole('dialog', { name: TOUR_STEPS[index]?.title ?? '' });

test('a new account sees the tour; arrows move between steps, Escape closes it for good', async ({
  page,
}) => {
  await signUp(page);
  expect(await tourComplete(page)).toBe(false);

  await expect(stepDialog(page, 0)).toBeVisible();
  await expect(page.getByText(TOUR_TEXTS.stepOf(1, TOUR_STEPS.length))).toBeVisible();
  await settled(stepDialog(page, 0));
  await page.screenshot({ path: 'test-results/screens/tour-step-1.png' });

  await page.keyboard.press('ArrowRight');
  await expect(stepDialog(page, 1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(stepDialog(page, 2)).toBeVisible();
  await settled(stepDialog(page, 2));
  await page.screenshot({ path: 'test-results/screens/tour-step-3.png' });
  await page.keyboard.press('ArrowLeft');
  await expect(stepDialog(page, 1)).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auditor/tour_complete') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  expect(await tourComplete(page)).toBe(true);

  // the dashboard is usable again: its links take clicks
  await page.getByRole('link', { name: /View my profile/ }).click();
  await expect(page).toHaveURL('/details');

  await page.goto('/');
  await expect(page.getByTestId('profile-card')).toContainText('Arjun Nair');
  await page.reload();
  await expect(page.getByTestId('profile-card')).toContainText('Arjun Nair');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Done on the last step closes the tour too', async ({ page }) => {
  await signUp(page);
  await expect(stepDialog(page, 0)).toBeVisible();
  for (let step = 1; step < TOUR_STEPS.length; step++) {
    await page.getByRole('button', { name: TOUR_TEXTS.next }).click();
    await expect(stepDialog(page, step)).toBeVisible();
  }
  await page.getByRole('button', { name: TOUR_TEXTS.done }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourComplete(page)).toBe(true);
});
