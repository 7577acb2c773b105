import { expect, type Page, test } from '@playwright/test';
import { type AuditStore, notFoundText } from '../../src/contract';
import { AUDITOR, logIn, OTHER_AUDITOR } from './session';

/**
 * A report the auditor may not see (another auditor's, or one that does not exist) is answered
 * 404 by the server (DESIGN.md, "Sessions and security"): retrying cannot help, so the screen says
 * the report was not found and leads back to the audit list, with no Retry.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function expectNotFound(page: Page, shot: string) {
  await expect(page.getByText(notFoundText('report', { scoped: true }))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Your Audits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText('There was an error')).toHaveCount(0);
  await page.screenshot({ path: `test-results/screens/${shot}.png` });
}

test('a report that does not exist, or is another auditor’s, says so and leads back to the list', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, OTHER_AUDITOR);
  const theirs = (await (await otherPage.request.get('/api/auditor/audit_store')).json()) as AuditStore[];
  await other.close();
  const theirReport = theirs[0]?.id;
  expect(theirReport, 'the other auditor has a report').toBeDefined();

  await logIn(page, AUDITOR);
  await page.goto('/audit_store/99999/section');
  await expectNotFound(page, 'report-not-found-390');

  await page.goto(`/audit_store/${theirReport}/section`);
  await expectNotFound(page, 'report-of-another-390');
  await page.getByRole('link', { name: 'Back to Your Audits' }).click();
  await expect(page).toHaveURL('/audit_store');
});
