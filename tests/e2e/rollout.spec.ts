import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { AuditStore } from '../../src/contract';
import { expect, test } from './privatePortal';
import {
  acknowledgedReport,
  chooseOther,
  getJson,
  openReport,
  pick,
  serverValues,
  underServiceWorker,
} from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * docs/deploy.md#rolling-out-a-new-version: changes queued offline under one build,
 * another build deployed meanwhile, the phone back online. The queued changes land once, every
 * report opened before still opens offline, and the new version is offered, not forced: the page
 * is not reloaded under the auditor's hands. (That a version reload waits while the outbox holds
 * a change is syncSession.test.tsx's.)
 */

const NEXT_BUILD = 'rollout-next';

/** The next release: the same sources built again under another build label, as CI would. */
function buildNextRelease(): string {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-next-')), 'dist');
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_BUILD_ID: NEXT_BUILD },
    stdio: 'ignore',
  });
  return outDir;
}

const footerVersion = (page: Page) => page.locator('.footer-version');

test('changes queued offline under one build land once under the next; reports still open offline; the update is offered', async ({
  page,
  context,
  portal,
}) => {
  // a production build of the whole client happens inside this test: allow for it on two cores
  test.setTimeout(240_000);
  const nextDist = buildNextRelease();

  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  const { store, questions } = await acknowledgedReport(page);
  const stores = await getJson<AuditStore[]>(page, 'audit_store');
  const handedIn = stores.find((s) => s.status === 'SUBMITTED');
  if (!handedIn) throw new Error('the demo auditor has no submitted report');
  // Both reports opened once online: the phone keeps them for the store.
  await page.goto(`/audit_store/${handedIn.id}/section`);
  await expect(page.locator('.report-page[data-fetch="done"]')).toBeVisible();
  await openReport(page, store.id);
  await expect(footerVersion(page)).not.toContainText(NEXT_BUILD);

  // In the store, no signal: two answers and a payment concern wait on the phone.
  await context.setOffline(true);
  const mutex = pick(questions, 'MUTEX');
  const other = pick(questions, 'MUTEX', [mutex.id]);
  const chosen = [await chooseOther(page, mutex), await chooseOther(page, other)];
  await expect(
    page.getByRole('status').filter({ hasText: '2 changes waiting for a connection' }),
  ).toBeVisible();

  // Meanwhile the next release is deployed on the server the phone talks to.
  await portal.stop();
  await portal.start({ CLIENT_DIR: nextDist });

  // Still offline, the app of the old build opens both reports from the phone.
  for (const id of [handedIn.id, store.id]) {
    await page.goto(`/audit_store/${id}/section`);
    await expect(page.locator('.report-page')).toBeVisible();
    await expect(page.getByTestId(/^question-\d+$/).first()).toBeVisible();
  }
  await expect(
    page.getByRole('status').filter({ hasText: '2 changes waiting for a connection' }),
  ).toBeVisible();

  // Signal again: the queued answers reach the new release once, and the new build is found.
  const marker = await page.evaluate(() => {
    (window as Window & { rolloutMarker?: string }).rolloutMarker = 'still this page';
    return 'still this page';
  });
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const values = await serverValues(page, store.id, questions);
        return [values[mutex.id], values[other.id]];
      },
      { timeout: 20_000 },
    )
    .toEqual([[chosen[0]], [chosen[1]]]);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const answerRows = () => {
    const db = new Database(portal.sqlitePath, { readonly: true });
    try {
      return db
        .prepare('select count(*) as n from answers where audit_store_id = ? and question_id in (?, ?)')
        .get(store.id, mutex.id, other.id) as { n: number };
    } finally {
      db.close();
    }
  };
  expect(answerRows().n).toBe(2);

  // The new version is offered: the page was not reloaded under the auditor's hands.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const banner = page.getByRole('status').filter({ hasText: 'New version available' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as Window & { rolloutMarker?: string }).rolloutMarker)).toBe(
    marker,
  );
  await expect(footerVersion(page)).not.toContainText(NEXT_BUILD);
  await page.screenshot({ path: 'test-results/screens/rollout-update-offered-390.png' });

  // The auditor takes it: the next build runs, and both reports still open with no signal.
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(footerVersion(page)).toContainText(NEXT_BUILD, { timeout: 20_000 });
  await context.setOffline(true);
  for (const id of [handedIn.id, store.id]) {
    await page.goto(`/audit_store/${id}/section`);
    await expect(page.getByTestId(/^question-\d+$/).first()).toBeVisible();
  }
  await expect(footerVersion(page)).toContainText(NEXT_BUILD);
  const row = page.getByTestId(`question-${mutex.id}`);
  await expect(row.getByRole('radio', { name: chosen[0], exact: true })).toBeChecked();
  await context.setOffline(false);
});
