import type { Page } from '@playwright/test';
import { API_BASE, MESSAGES, REPORT_BATCH_PATH, type ReportProof } from '../../src/contract';
import { expect, test } from './privatePortal';
import { photos, reportInProgress, sha256 } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * The proof queue runs in a worker (decision 0058): what its calls meet must still reach the
 * auditor on the page, and a file must still arrive once whatever the session does meanwhile.
 */

const tiles = (page: Page, sectionId: number) => page.getByTestId(`proofs-${sectionId}`).locator('li.proof');

test('a proof upload that meets an ended session: the alert shows once, the file waits, and uploads once after logging in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Straight to the account page: the dashboard's saves for offline use would meet the ended
  // session first.
  await logIn(page, AUDITOR, '/details');
  const { store, sections } = await reportInProgress(page);
  const section = sections.at(-1);
  if (!section) throw new Error('no section');
  await openReport(page, store.id);
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  // The page's own sends (the visit record of each picked file) go nowhere meanwhile, so the
  // ended session the auditor is told of is the one the upload worker met.
  const batch = `**${API_BASE}${REPORT_BATCH_PATH}`;
  await context.route(batch, (route) => route.abort('internetdisconnected'));
  await page.waitForLoadState('networkidle');
  await context.clearCookies();

  const files = photos('session', 2);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);

  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=/audit_store/${store.id}/section`), {
    timeout: 20_000,
  });
  expect(alerts).toEqual([MESSAGES.sessionExpired]);

  await context.unroute(batch);
  await page.getByLabel('Email').fill(AUDITOR.email);
  await page.getByLabel('Password').fill(AUDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/audit_store/${store.id}/section`);
  const sessionTiles = tiles(page, section.id).filter({ hasText: /session-/ });
  await expect(sessionTiles.getByTestId('proof-state')).toHaveText(['Uploaded', 'Uploaded'], {
    timeout: 30_000,
  });

  const uploaded = (
    await getJson<ReportProof[]>(page, `audit_store/${store.id}/section/${section.id}/attachment`)
  ).filter((proof) => proof.file_name.startsWith('session-'));
  expect(uploaded.map((proof) => proof.sha256).sort()).toEqual(
    files.map((file) => sha256(file.buffer)).sort(),
  );
  expect(alerts).toEqual([MESSAGES.sessionExpired]);
});

test('when the upload worker cannot start, the page uploads the files itself, each once', async ({
  browser,
}) => {
  // The service worker would serve the worker's script from its cache: keep it out of this one.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let blocked = 0;
  await context.route(/proofUploadWorker[^/]*\.js$/, (route) => {
    blocked++;
    return route.abort();
  });
  await logIn(page, AUDITOR, '/details');
  const { store, sections } = await reportInProgress(page);
  const section = sections.at(-1);
  if (!section) throw new Error('no section');
  await openReport(page, store.id);
  const files = photos('fallback', 3);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);
  const fallbackTiles = tiles(page, section.id).filter({ hasText: /fallback-/ });
  await expect(fallbackTiles.getByTestId('proof-state')).toHaveText(Array(3).fill('Uploaded'), {
    timeout: 30_000,
  });
  const uploaded = (
    await getJson<ReportProof[]>(page, `audit_store/${store.id}/section/${section.id}/attachment`)
  ).filter((proof) => proof.file_name.startsWith('fallback-'));
  expect(uploaded.map((proof) => proof.sha256).sort()).toEqual(
    files.map((file) => sha256(file.buffer)).sort(),
  );
  expect(blocked).toBeGreaterThan(0);
  await context.close();
});
