import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  hmsToSeconds,
  type ReportProof,
  UNSENT_WORK_MANIFEST,
  type UnsentWorkManifest,
  unsentWorkManifestSchema,
} from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportInProgress, sha256 } from './proofFiles';
import {
  acknowledgedReport,
  getJson,
  openReport,
  pick,
  serverValues,
  typeAnswer,
  underServiceWorker,
} from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Export of unsent work (decision 0016): what an auditor entered offline is saved from /sync as one
 * file; the phone is then lost, and support imports the file with the documented command into the
 * same server, twice without harm.
 */

const serverProofs = (page: Page, storeId: number, sectionId: number) =>
  getJson<ReportProof[]>(page, `audit_store/${storeId}/section/${sectionId}/attachment`);

test('work entered offline on a phone that is then lost reaches the server from its saved file', async ({
  page,
  context,
  browser,
  portal,
}, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  const { questions } = await acknowledgedReport(page);
  const plain = pick(questions, 'PLAIN');
  await underServiceWorker(page);
  await openReport(page, store.id);

  await context.setOffline(true);
  const typed = `Greeted by Meera at ${Date.now()}`;
  await typeAnswer(page, plain, typed);
  const files = photos('lost-phone', 2);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);
  await expect(page.getByTestId(`proofs-${section.id}`).locator('li.proof')).toHaveCount(files.length);

  // the report's timer has counted some seconds on this device
  const timerSeconds = async () => hmsToSeconds(await page.getByTestId('report-timer').textContent());
  const openedAt = await timerSeconds();
  await expect.poll(timerSeconds, { timeout: 10_000 }).toBeGreaterThan(openedAt + 1);
  await page.goto('/sync');
  await expect(page.getByTestId('unsent-counts')).toHaveText(
    /^On this phone only: \d+ changes?, 2 proof files, 1 report timer\.$/,
  );
  await screenshot(page, 'unsent-work-export');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save unsent work' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^unsent-work-\d+-[\dT-]+\.zip$/);
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  await expect(page.getByRole('status').filter({ hasText: 'Saved unsent-work-' })).toBeVisible();

  // what the file holds: the typed answer's call, the timer and both files' bytes
  const { readFile } = await import('node:fs/promises');
  const entries = unzipSync(await readFile(saved));
  const manifest: UnsentWorkManifest = unsentWorkManifestSchema.parse(
    JSON.parse(Buffer.from(entries[UNSENT_WORK_MANIFEST] ?? []).toString('utf8')),
  );
  expect(manifest.calls.some((call) => JSON.stringify(call.body).includes(typed))).toBe(true);
  expect(manifest.timers.map((timer) => timer.audit_store_id)).toEqual([store.id]);
  expect(manifest.proofs.map((proof) => proof.file_name).sort()).toEqual(files.map((file) => file.name));

  // the phone is lost: nothing it held was ever sent
  await context.close();
  const fresh = await browser.newContext();
  const office = await fresh.newPage();
  await logIn(office, AUDITOR);
  expect(await serverProofs(office, store.id, section.id)).toEqual([]);

  const runImport = () =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/tools/importUnsentWorkCli.ts', saved, '--auditor', AUDITOR.email],
      { env: { ...process.env, DATA_DIR: portal.dataDir }, encoding: 'utf8' },
    );
  const first = runImport();
  expect(first.status, first.stdout + first.stderr).toBe(0);
  expect(first.stdout).toContain('0 refused.');

  const proofs = await serverProofs(office, store.id, section.id);
  const stored: Record<string, string> = {};
  for (const proof of proofs)
    stored[proof.file_name] = sha256(await (await office.request.get(proof.direct_url)).body());
  const sent = Object.fromEntries(
    manifest.proofs.map((proof) => [proof.file_name, sha256(entries[proof.file] ?? new Uint8Array())]),
  );
  expect(stored).toEqual(sent);
  expect((await serverValues(office, store.id, [plain]))[plain.id]).toEqual([typed]);

  // a second import (support ran it twice) changes nothing
  const second = runImport();
  expect(second.status, second.stdout + second.stderr).toBe(0);
  expect(second.stdout).toMatch(/already on the server +proof lost-phone-1\.png/);
  expect((await serverProofs(office, store.id, section.id)).map((proof) => proof.id).sort()).toEqual(
    proofs.map((proof) => proof.id).sort(),
  );
  await fresh.close();
});
