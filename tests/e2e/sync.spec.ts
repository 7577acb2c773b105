import { expect, type Page, test } from '@playwright/test';
import { type AuditStore, MESSAGES, REPORT_BATCH_PATH } from '../../src/contract';
import { AUDITOR, logIn, openMenu } from './session';

const SCREENS = 'test-results/screens';
const MISSING_QUESTION = 999_999;
const EMPTY = 'The server has refused none of your changes: they are all saved or on their way.';

async function acknowledgedStoreId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auditor/audit_store');
  expect(response.status()).toBe(200);
  const stores = ((await response.json()) as AuditStore[]).filter((store) => store.status === 'ACKNOWLEDGED');
  expect(stores.length).toBeGreaterThan(0);
  return (stores[0] as AuditStore).id;
}

/** Raw IndexedDB on the app's Dexie database (opened by the app first, so its schema exists). */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('auditor-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve(-1);
            return;
          }
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** Queues an answer for a question that does not exist: the server will refuse it with 404. */
async function seedRefusedAnswer(page: Page, auditStoreId: number) {
  // The app creates its database when a screen first needs it; /sync reads it.
  await page.goto('/sync');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBeGreaterThanOrEqual(0);
  await page.evaluate(
    ({ auditStoreId, questionId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('auditor-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add({
            key: `answer:${auditStoreId}:${questionId}`,
            auditStoreId,
            request: {
              method: 'POST',
              path: `auditor/question/${questionId}/answer`,
              body: { audit_store: auditStoreId, answer_text: ['Yes'], status: true, not_applicable: false },
            },
            state: 'pending',
            attempts: 0,
            nextAttemptAt: 0,
            createdAt: Date.now(),
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { auditStoreId, questionId: MISSING_QUESTION },
  );
}

test.describe.configure({ mode: 'serial' });

test('a refused change is listed on /sync; Retry sends it again, Discard removes it', async ({ page }) => {
  await logIn(page, AUDITOR);
  const storeId = await acknowledgedStoreId(page);

  await page.goto('/sync');
  // nothing refused: the headline says so, and no refusal is claimed
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing needs attention' })).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByText('did not accept')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/sync-empty.png`, fullPage: true });

  await seedRefusedAnswer(page, storeId);
  // The page engine drains at start: the server answers 404 and the entry needs attention.
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: `Answer to question ${MISSING_QUESTION}` });
  await expect(item).toBeVisible();
  await expect(item).toContainText(MESSAGES.notFound);
  await expect(page.getByRole('heading', { level: 1, name: '1 change needs attention' })).toBeVisible();
  await expect(page.getByText('The server refused 1 change.', { exact: false })).toBeVisible();
  await expect(item.getByRole('link', { name: `Report #${storeId}` })).toHaveAttribute(
    'href',
    `/audit_store/${storeId}/section`,
  );
  await page.screenshot({ path: `${SCREENS}/sync-attention.png`, fullPage: true });

  // Retry: sent again (in a batch request, decision 0027), refused again, so it stays with the
  // server's message.
  const resent = page
    .context()
    .waitForEvent('response', (response) => response.url().endsWith(`/api/${REPORT_BATCH_PATH}`));
  await item.getByRole('button', { name: 'Retry' }).click();
  const batch = (await (await resent).json()) as { results: Array<{ status: number }> };
  expect(batch.results.map((result) => result.status)).toEqual([404]);
  await expect(item.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await page.reload();
  await expect(item).toContainText(MESSAGES.notFound);
  expect(await outboxCount(page)).toBe(1);

  // Logout while it is unsent asks first; Cancel keeps the user logged in.
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => question).toContain('You have 1 change that is not sent yet.');
  expect(question).toContain('deleted from this device');
  await expect(page).toHaveURL('/sync');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  expect((await page.request.get('/api/auditor/config')).status()).toBe(200);
  expect(await outboxCount(page)).toBe(1);
  await page.keyboard.press('Escape');

  // Discard asks, then removes the entry.
  await item.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this change?' });
  await expect(dialog).toContainText('The value stays on this device but will not be sent');
  await page.screenshot({ path: `${SCREENS}/sync-discard.png` });
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  expect(await outboxCount(page)).toBe(0);
});

test('logging out anyway with an unsent change deletes it from this device', async ({ page }) => {
  await logIn(page, AUDITOR);
  const storeId = await acknowledgedStoreId(page);
  await seedRefusedAnswer(page, storeId);
  await page.goto('/sync');
  await expect(page.getByRole('list', { name: 'Changes that need attention' })).toContainText(
    MESSAGES.notFound,
  );

  page.once('dialog', (dialog) => void dialog.accept());
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await outboxCount(page)).toBe(0);
  expect((await page.request.get('/api/auditor/config')).status()).toBe(403);
});
