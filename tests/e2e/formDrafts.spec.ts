import type { Page } from '@playwright/test';
import { type AuditStore, DETAILS_TEXTS } from '../../src/contract';
import { leave } from './leavePage';
import { expect, test } from './privatePortal';
import { getJson } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { typeInto } from './typedTextFields';

/**
 * Decision 0009, "Forms that send on a tap keep a draft": the same window in the forms that send
 * only on a tap: what was typed into an open modal is still there after a reload, a closed tab or a
 * killed renderer, and Cancel drops it.
 */

async function storeWith(page: Page, status: AuditStore['status']): Promise<number> {
  const store = (await getJson<AuditStore[]>(page, 'audit_store')).find((s) => s.status === status);
  if (!store) throw new Error(`no ${status} audit`);
  return store.id;
}

test('a withdraw reason typed 50 ms before a reload is back in the reopened modal; Cancel drops it', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  const id = await storeWith(page, 'ASSIGNED');
  await page.goto(`/audit_store/${id}/withdraw`);
  const reason = page.getByRole('dialog').getByRole('textbox');
  const typed = await typeInto(reason, 'My train was cancelled');
  await page.waitForTimeout(50);
  const back = await leave('reload', page, context);

  await expect(back.getByRole('dialog').getByRole('textbox')).toHaveValue(typed);
  await back.getByRole('button', { name: 'Cancel' }).click();
  await expect(back.getByRole('dialog')).toHaveCount(0);
  await back.goto(`/audit_store/${id}/withdraw`);
  await expect(back.getByRole('dialog').getByRole('textbox')).toHaveValue('');
});

test('a not-performed reason typed 300 ms before the tab closes is back, with its box open', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  const id = await storeWith(page, 'ACKNOWLEDGED');
  await page.goto(`/audit_store/${id}/section/perform_audit`);
  await page.getByRole('button', { name: 'No, I could not' }).click();
  const typed = await typeInto(
    page.getByRole('dialog').getByRole('textbox'),
    'The store was shut for a festival',
  );
  await page.waitForTimeout(300);
  const back = await leave('close', page, context);

  await back.goto(`/audit_store/${id}/section/perform_audit`);
  await expect(back.getByRole('dialog').getByRole('textbox')).toHaveValue(typed);
});

test('bank details typed 300 ms before the renderer dies are back in the bank form, and saved from there', async ({
  page,
  context,
}) => {
  await logIn(page, AUDITOR);
  await page.goto('/details/bank/edit');
  const holder = page.getByRole('dialog').getByLabel('Account Holder Name');
  await holder.fill('');
  const typed = await typeInto(holder, 'Priya Raghunathan');
  await page.waitForTimeout(300);
  const back = await leave('crash', page, context);

  await back.goto('/details/bank/edit');
  const dialog = back.getByRole('dialog');
  await expect(dialog.getByLabel('Account Holder Name')).toHaveValue(typed);
  await expect(dialog.getByText(DETAILS_TEXTS.draftRestored)).toBeVisible();
  await back.screenshot({ path: 'test-results/screens/bank-draft-restored-390.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(back.getByRole('dialog')).toHaveCount(0);
  const bank = await getJson<{ account_holder_name: string }>(back, 'bank_info');
  expect(bank.account_holder_name).toBe(typed);
  // saved: the form opens with the saved values and no draft note
  await back.goto('/details/bank/edit');
  await expect(back.getByRole('dialog').getByLabel('Account Holder Name')).toHaveValue(typed);
  await expect(back.getByText(DETAILS_TEXTS.draftRestored)).toHaveCount(0);
});
