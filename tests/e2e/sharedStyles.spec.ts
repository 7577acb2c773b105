import type { Locator } from '@playwright/test';
import type { AppliedList } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0032: the buttons' variants and their disabled state load with the shell, not with the
 * page that happened to be opened first. Each page here is the first one the browser loads after
 * signing in, as a bookmark or a link from a mail would open it.
 */

const looks = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { opacity: style.opacity, cursor: style.cursor, background: style.backgroundColor };
  });

/** --color-danger (global.css) */
const DANGER = 'rgb(217, 58, 58)';

test('a staff page opened cold shows a disabled button as disabled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/payments');
  const start = page.getByRole('button', { name: /^Start a run/ });
  await expect(start).toBeDisabled();
  const disabled = await looks(start);
  await page.getByRole('list', { name: 'Pending payments' }).getByRole('checkbox').first().check();
  await expect(start).toBeEnabled();
  const enabled = await looks(start);
  await screenshot(page, 'shared-styles-payments');
  expect(enabled).toMatchObject({ opacity: '1', cursor: 'pointer' });
  expect(disabled).toMatchObject({ opacity: '0.55', cursor: 'not-allowed' });
  // the same variant's colour: only the state tells them apart
  expect(disabled.background).toBe(enabled.background);
});

test('a cancel dialog opened cold has a red Yes', async ({ page }) => {
  await logIn(page, AUDITOR, '/');
  const applied = (await (await page.request.get('/api/auditor/applied_audits')).json()) as AppliedList;
  const pending = applied.applied_audits.find((entry) => entry.status === 'APPLIED');
  if (!pending) throw new Error('the demo auditor has no pending application');
  await page.goto(`/audit/cycle/${pending.audit_cycle}/audit/${pending.audit}/cancel`);
  const dialog = page.getByRole('dialog', { name: 'Cancel your application?' });
  const yes = dialog.getByRole('button', { name: 'Yes' });
  await expect(yes).toBeEnabled();
  await screenshot(page, 'shared-styles-cancel');
  expect(await looks(yes)).toMatchObject({ background: DANGER, opacity: '1' });
  expect(await yes.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
});
