import { expect, test } from '@playwright/test';
import { MESSAGES, type Question, REPORT_BATCH_PATH } from '../../src/contract';
import { acknowledgedReport, chooseOther, openReport, pick, serverValues } from './reportHelpers';
import { AUDITOR, logIn } from './session';

test.describe.configure({ mode: 'serial' });

/**
 * The report's second single-choice question: report.spec.ts, running beside this file in the
 * other worker, changes the first on the same demo report, and a value it sets could satisfy
 * this file's wait for the server before this file's own change arrived.
 */
function ownMutex(questions: Question[]): Question {
  return pick(questions, 'MUTEX', [pick(questions, 'MUTEX').id]);
}

test('a session that expires during sync: the change waits, and is sent after logging in again', async ({
  page,
  context,
}) => {
  // Straight to the account page, not the dashboard: the dashboard saves every report for offline
  // use in the background, and a call of that save meeting the cleared session would end the
  // session before the tap this test is about.
  await logIn(page, AUDITOR, '/details');
  const { store, questions } = await acknowledgedReport(page);
  const mutex = ownMutex(questions);
  await openReport(page, store.id);

  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  // A plain choice to start from, made while signed in (another spec may have left it N/A).
  const before = await chooseOther(page, mutex);
  const chosen = mutex.question_data.options.find((option) => option.value !== before)?.value ?? '';
  await expect(page.getByText('All changes saved')).toBeVisible();
  // no call of the page's start-up still on its way: the only one to meet the ended session is the tap's
  await page.waitForLoadState('networkidle');
  await context.clearCookies(); // the session ends while the report is open
  // One tap. Its send meets the expired session at once: an alert, then the login page, perhaps
  // before the choice shows. The tap is made from a task of the page's own, so that no Playwright
  // action is in flight while the alert and the navigation happen (one then waited forever).
  const radio = page.getByTestId(`question-${mutex.id}`).getByRole('radio', { name: chosen, exact: true });
  await radio.evaluate((input: HTMLInputElement) => {
    setTimeout(() => input.click(), 100);
  });

  // the refused send leads to the login page, keeping where the auditor was
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=/audit_store/${store.id}/section`));
  expect(alerts).toEqual([MESSAGES.sessionExpired]);
  const refused = await context.request.get(`/api/auditor/audit_store/${store.id}/answer`);
  expect(refused.status()).toBe(403);

  await page.getByLabel('Email').fill(AUDITOR.email);
  await page.getByLabel('Password').fill(AUDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  await expect
    .poll(async () => (await serverValues(page, store.id, [mutex]))[mutex.id], { timeout: 15_000 })
    .toEqual([chosen]);
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('a server error during sync is retried until the change is saved', async ({ page }) => {
  await logIn(page, AUDITOR);
  const { store, questions } = await acknowledgedReport(page);
  const mutex = ownMutex(questions);
  await openReport(page, store.id);

  let failures = 0;
  const statuses: number[] = [];
  // The answer travels in a batch request (decision 0027): the server is down for the first two.
  await page.route(`**/api/${REPORT_BATCH_PATH}`, async (route) => {
    if (failures < 2) {
      failures += 1;
      statuses.push(503);
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"non_field_errors":["down"]}',
      });
      return;
    }
    statuses.push(200);
    await route.continue();
  });
  const chosen = await chooseOther(page, mutex);
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  await expect
    .poll(async () => (await serverValues(page, store.id, [mutex]))[mutex.id], { timeout: 20_000 })
    .toEqual([chosen]);
  expect(statuses).toEqual([503, 503, 200]);
  await expect(page.getByText('All changes saved')).toBeVisible();
});
