import { expect, type Page, test } from '@playwright/test';
import { MODAL_LOAD_TEXTS } from '../../src/client/features/report/reportTexts';
import type { AuditStore } from '../../src/contract';
import { AUDITOR, logIn } from './session';

// Nothing here marks an audit as not performed or sends a concern: other specs count on the demo
// auditor's ASSIGNED and ACKNOWLEDGED reports.

async function storeWith(page: Page, status: AuditStore['status']): Promise<AuditStore> {
  const response = await page.request.get('/api/auditor/audit_store');
  expect(response.status()).toBe(200);
  const store = ((await response.json()) as AuditStore[]).find((s) => s.status === status);
  if (!store) throw new Error(`no ${status} audit store in the demo data`);
  return store;
}

async function openReport(page: Page, id: number) {
  await page.goto(`/audit_store/${id}/section`);
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  await expect(page.locator('.report-page[data-fetch="loading"]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, AUDITOR);
});

test('Performed the Audit? asks for a reason before marking the audit as not performed', async ({ page }) => {
  const store = await storeWith(page, 'ACKNOWLEDGED');
  const failCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fail')) failCalls.push(`${request.method()} ${request.url()}`);
  });

  await page.goto(`/audit_store/${store.id}/section/perform_audit`);
  const dialog = page.getByRole('dialog', { name: 'Performed the Audit?' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('report-actions')).toBeAttached();

  await dialog.getByRole('button', { name: 'No, I could not' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Why could you not perform the audit?' });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Mark as not performed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid message.');
  await reason.fill('   ');
  await dialog.getByRole('button', { name: 'Mark as not performed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid message.');
  expect(failCalls).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  expect(failCalls).toEqual([]);
  expect((await storeWith(page, 'ACKNOWLEDGED')).id).toBe(store.id);
});

test('the report links to Performed the Audit?, and "Yes" returns with the 48-hours message', async ({
  page,
}) => {
  const store = await storeWith(page, 'ACKNOWLEDGED');
  await openReport(page, store.id);
  await page.getByTestId('report-actions').getByRole('link', { name: 'Performed the Audit?' }).click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section/perform_audit`);
  const dialog = page.getByRole('dialog', { name: 'Performed the Audit?' });
  await dialog.getByRole('button', { name: 'Yes, I performed it' }).click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(
      'Please fill the report within 48 hours of the audit; an audit report fails if it is not submitted within 2 days after the audit.',
    ),
  ).toBeVisible();
});

test('a finished audit goes straight back to its report', async ({ page }) => {
  const store = await storeWith(page, 'SUBMITTED');
  await page.goto(`/audit_store/${store.id}/section/perform_audit`);
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Having trouble? opens the concern modal over the report and closes back to it', async ({ page }) => {
  const store = await storeWith(page, 'ACKNOWLEDGED');
  await openReport(page, store.id);
  await page.getByTestId('report-actions').getByRole('link', { name: 'Having trouble?' }).click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section/report_concern`);
  const dialog = page.getByRole('dialog', { name: 'Query About this Audit?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await expect(page.getByTestId('report-actions')).toBeAttached();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A key pressed as soon as the dialog shows goes to it: focus is inside before it is drawn.
  const focusWhenShown = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new MutationObserver((_, observer) => {
          const shown = document.querySelector('[role="dialog"]');
          if (!shown) return;
          observer.disconnect();
          resolve(shown.contains(document.activeElement) ? 'inside' : 'outside');
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByTestId('report-actions').getByRole('link', { name: 'Having trouble?' }).click();
  expect(await focusWhenShown).toBe('inside');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
});

test('offline before the app is kept, Having trouble? keeps the report on screen and says what to do', async ({
  browser,
}) => {
  // no service worker: what a first visit is until the install has kept the app's code
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, AUDITOR);
  const store = await storeWith(page, 'ACKNOWLEDGED');
  await openReport(page, store.id);
  await context.setOffline(true);
  await page.getByTestId('report-actions').getByRole('link', { name: 'Having trouble?' }).click();
  const dialog = page.getByRole('dialog', { name: MODAL_LOAD_TEXTS.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MODAL_LOAD_TEXTS.offline);
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/report-modal-offline-390.png',
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the report's work goes on meanwhile: an answer is still taken
  await expect(page.getByRole('radio').first()).toBeEnabled();

  // online again, after the reload the message asks for, the same link opens the concern form
  await context.setOffline(false);
  await page.reload();
  await page.getByTestId('report-actions').getByRole('link', { name: 'Having trouble?' }).click();
  await expect(page.getByRole('dialog', { name: 'Query About this Audit?' })).toBeVisible();
  await context.close();
});
