import { expect, type Page, test } from '@playwright/test';
import { TOS_TEXTS } from '../../src/contract/onboarding';
import { signUpFreshAuditor } from './accountHelpers';

/** A fresh auditor through the real sign-up: these tests never touch the shared demo accounts. */
const signUp = (page: Page) => signUpFreshAuditor(page, { firstName: 'Meera', lastName: 'Iyer' });

async function consents(page: Page) {
  const response = await page.request.get('/api/auditor/user');
  expect(response.ok()).toBe(true);
  const { pp_accepted, agreement_accepted } = (await response.json()) as Record<string, unknown>;
  return { pp_accepted, agreement_accepted };
}

async function acceptBoth(page: Page) {
  const accept = page.getByRole('button', { name: TOS_TEXTS.accept, exact: true });
  await expect(accept).toBeDisabled();
  await page.getByLabel(/accept the Privacy Policy/).check();
  await expect(accept).toBeDisabled();
  await page.getByLabel(/accept the Independent Contractor Agreement/).check();
  await expect(accept).toBeEnabled();
  await accept.click();
}

test('accepting both documents returns to the application named in the query', async ({ page }) => {
  await signUp(page);
  expect(await consents(page)).toEqual({ pp_accepted: false, agreement_accepted: false });

  // a real audit of a seeded cycle: the apply modal opens only for one of its cycle's locations
  const cycleId = 2;
  const cycle = (await (await page.request.get(`/api/auditor/audit/${cycleId}`)).json()) as {
    locations: Array<{ id: number }>;
  };
  const auditId = cycle.locations[0]?.id;
  const apply = `/audit/cycle/${cycleId}/audit/${auditId}/apply`;
  await page.goto(`/tos_accept?auditCycleId=${cycleId}&auditId=${auditId}`);
  await expect(page.getByRole('heading', { level: 1, name: TOS_TEXTS.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /Read the full text.*Privacy Policy/ })).toHaveAttribute(
    'href',
    /\/privacy-policy$/,
  );
  await page.screenshot({ path: 'test-results/screens/tos-accept.png', fullPage: true });

  await acceptBoth(page);
  await expect(page).toHaveURL(apply);
  await expect(page.getByRole('dialog', { name: 'Pick your audit date' })).toBeVisible();
  expect(await consents(page)).toEqual({ pp_accepted: true, agreement_accepted: true });

  // coming back says so and offers the way on instead of the checkboxes
  await page.goto(`/tos_accept?auditCycleId=${cycleId}&auditId=${auditId}`);
  await expect(page.getByText(TOS_TEXTS.alreadyAccepted)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: TOS_TEXTS.continueToApply })).toHaveAttribute('href', apply);
});

test('without the query values accepting leads to the dashboard with a success toast', async ({ page }) => {
  await signUp(page);
  await page.goto('/tos_accept');
  await acceptBoth(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByText(TOS_TEXTS.accepted)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await consents(page)).toEqual({ pp_accepted: true, agreement_accepted: true });
});
