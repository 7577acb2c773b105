import { REPEAT_ALERTS_HOME, REPORT_PROOF_MESSAGES } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportInProgress } from './proofFiles';
import { openReport } from './reportHelpers';
import { AUDITOR, logIn, OTHER_AUDITOR } from './session';

/**
 * Evidence integrity (decision 0014): the same file in another auditor's report raises the repeat
 * alert on the later copy, with a link to the first report.
 */
test('a file already in another report is marked as a repeat, linking to that report', async ({
  browser,
  portal,
}) => {
  test.setTimeout(60_000);
  const [file] = photos('reused', 1);
  if (!file) throw new Error('no file');
  const upload = async (account: { email: string; password: string }) => {
    const context = await browser.newContext({ baseURL: portal.url });
    const page = await context.newPage();
    await logIn(page, account);
    const { store, first: section } = await reportInProgress(page);
    const storeId = store.id;
    await openReport(page, storeId);
    await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([file]);
    const tile = page.getByTestId(`proofs-${section.id}`).locator('li.proof', { hasText: file.name });
    await expect(tile.getByTestId('proof-state')).toHaveText('Uploaded', { timeout: 20_000 });
    return { page, tile, storeId, close: () => context.close() };
  };

  const first = await upload(AUDITOR);
  await expect(first.tile.getByTestId('proof-repeat')).toHaveCount(0);
  const second = await upload(OTHER_AUDITOR);
  const alert = second.tile.getByTestId('proof-repeat');
  await expect(alert).toContainText(REPORT_PROOF_MESSAGES.repeatLabel);
  const link = alert.getByRole('link', { name: `#${first.storeId}` });
  await expect(link).toHaveAttribute('href', `/audit_store/${first.storeId}/report`);
  await expect(link).toHaveAttribute('target', '_blank');
  await second.tile.scrollIntoViewIfNeeded();
  await screenshot(second.page, 'proof-repeat-alert');
  await first.close();
  await second.close();

  // the moderator's list shows the pair, both files whole, the later report first
  const moderatorContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
  });
  const moderator = await moderatorContext.newPage();
  await logIn(moderator, DEMO_ACCOUNTS.moderator, REPEAT_ALERTS_HOME);
  const alerts = moderator.getByRole('list', { name: 'Repeat alerts' }).getByRole('listitem');
  const pair = alerts
    .filter({ hasText: `report #${second.storeId}` })
    .filter({ hasText: `report #${first.storeId}` });
  await expect(pair).toHaveCount(1);
  for (const name of [`Repeated in: ${file.name}`, `First in: ${file.name}`]) {
    const image = pair.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await screenshot(moderator, 'moderator-repeat-alerts', { fullPage: true });
  await moderatorContext.close();
});
