import { randomBytes } from 'node:crypto';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportInProgress } from './proofFiles';
import { openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Storage (docs/rules.md#offline rule 8; decision 0014): the panel says what the device holds and
 * has left, and a file that would not fit is refused with a reason before anything is stored; the
 * files already waiting stay.
 */
test('a file too big for what the device has left is refused with its size; the ones waiting stay', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  await openReport(page, store.id);

  await context.setOffline(true);
  const waiting = photos('kept', 2);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(waiting);
  const panel = page.getByTestId(`proofs-${section.id}`);
  await expect(panel.getByTestId('proofs-storage')).toContainText('On this device: 2 files');

  // A phone nearly full: the browser reports 200 KB left for this site. (Chromium's quota override
  // through DevTools does not reach a Playwright context, which is off the record; the estimate is
  // what the app reads, so it is what the test sets.)
  await page.evaluate(() => {
    Object.defineProperty(navigator.storage, 'estimate', {
      configurable: true,
      value: async () => ({ usage: 50 * 1024 * 1024, quota: 50 * 1024 * 1024 + 200 * 1024 }),
    });
  });
  const big = { name: 'walkthrough.jpg', mimeType: 'image/jpeg', buffer: randomBytes(600 * 1024) };
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([big]);
  await expect(panel.getByRole('alert')).toContainText(
    'walkthrough.jpg (600 KB) does not fit on this device: 200 KB left',
  );
  await expect(panel.locator('li.proof')).toHaveCount(2);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-does-not-fit');

  await page.evaluate(() => {
    Reflect.deleteProperty(navigator.storage, 'estimate');
  });
  await context.setOffline(false);
  await expect(panel.locator('li.proof', { hasText: /kept-/ }).getByTestId('proof-state')).toHaveText(
    ['Uploaded', 'Uploaded'],
    { timeout: 20_000 },
  );
});
