import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Attachment } from '../../src/contract';
import { LOCAL_MIN_PART_BYTES } from '../../src/contract/uploadParts';
import { expect, STORE_UPLINK, test } from './poorSignalTest';
import { sha256 } from './proofFiles';
import { underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * An ID proof on the signal inside a store (decisions 0071 and 0073): a 1 Mbit/s uplink, lost for
 * 5 s every minute. The file is kept on the device and sent by the proof queue in parts, so a
 * reload, a closed app opened again offline, and the service worker with no page open go on from
 * what the store holds; the page held it before, and a reload lost it.
 */

const SCAN_BYTES = 9_500_000;

/** A scanned document as a phone saves it: a PDF of mostly image bytes. */
function scannedPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%scan\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, randomBytes(bytes - head.length - tail.length), tail]);
}

test('a 9.5 MB ID proof on a poor signal arrives whole through a reload and a closed app, the last third with no page open', async ({
  page,
  context,
  signal,
}) => {
  test.setTimeout(8 * 60_000);
  await logIn(page, AUDITOR, '/details');
  await underServiceWorker(page);
  const scan = { name: 'passport scan.pdf', mimeType: 'application/pdf', buffer: scannedPdf(SCAN_BYTES) };
  const rowOf = (on: Page) => on.getByRole('list', { name: 'Uploads' }).locator('li', { hasText: scan.name });
  const sentSincePick = (share: number) =>
    expect
      .poll(() => signal.bytesUp() - before, { timeout: 3 * 60_000, intervals: [1000] })
      .toBeGreaterThan(SCAN_BYTES * share);

  const before = signal.bytesUp();
  const pickedAt = Date.now();
  await page.getByLabel('Upload ID proofs').setInputFiles([scan]);
  await expect(rowOf(page).getByRole('progressbar', { name: `Uploading ${scan.name}` })).toBeVisible();

  // a third of the way the auditor reloads the page: the file is still on the device, and goes on
  await sentSincePick(1 / 3);
  await page.reload();
  await expect(rowOf(page)).toBeVisible();
  // two thirds of the way the app is closed, and opened again without signal
  await sentSincePick(2 / 3);
  await page.close();
  await context.setOffline(true);
  const reopened = await context.newPage();
  await reopened.goto('/details');
  const state = rowOf(reopened).locator('.id-upload-waiting');
  await expect(state).toHaveText(/^Waiting for signal · \d+% safe · goes on by itself$/);
  const safe = Number(/(\d+)% safe/.exec((await state.textContent()) ?? '')?.[1]);
  expect(safe).toBeGreaterThan(33);
  await reopened
    .locator('.id-proofs')
    .screenshot({ path: test.info().outputPath('id-proof-waiting-offline.png') });
  // the app is closed again and the signal returns: the service worker sends the rest, with no page
  await reopened.close();
  await context.setOffline(false);
  const listedOnServer = async () => {
    const response = await context.request.get('/api/auditor/id_proof/attachment').catch(() => undefined);
    const proofs = response?.ok() ? ((await response.json()) as Attachment[]) : [];
    return proofs.filter((proof) => proof.file_name === scan.name).length;
  };
  await expect
    .poll(listedOnServer, { timeout: 6 * 60_000 - (Date.now() - pickedAt), intervals: [2_000] })
    .toBe(1);
  const seconds = (Date.now() - pickedAt) / 1000;
  const sent = signal.bytesUp() - before;
  const cuts = signal.cuts();

  // measured; what follows checks what arrived, on a signal that no longer drops
  await signal.steady();
  const opened = await context.newPage();
  await opened.goto('/details');
  const listed = opened.getByRole('list', { name: 'Uploaded ID proofs' });
  await expect(listed.getByRole('link', { name: scan.name })).toBeVisible();
  await expect(rowOf(opened)).toHaveCount(0);
  const figures = `arrived in ${seconds.toFixed(0)} s (ideal ${(SCAN_BYTES / STORE_UPLINK.bytesPerSecond).toFixed(0)} s) through ${cuts} cuts; sent ${(sent / SCAN_BYTES).toFixed(2)} times its bytes`;
  test.info().annotations.push({ type: 'figures', description: figures });
  console.log(figures);
  // Each interruption (a cut, the reload, the app closed mid-part) costs at most the part on its
  // way, where the one POST sent the file again from its first byte; 2% for the calls around the
  // parts. On a file of nine parts that is up to 1.5 times its bytes through four interruptions
  // (measured 1.13 to 1.41); the 24 MB video's bound of 1.5 holds whatever the phase of its cuts.
  const interruptions = cuts + 2;
  expect(sent).toBeLessThanOrEqual(SCAN_BYTES * 1.02 + interruptions * LOCAL_MIN_PART_BYTES);

  const proofs = (await (
    await opened.request.get('/api/auditor/id_proof/attachment')
  ).json()) as Attachment[];
  const arrived = proofs.filter((proof) => proof.file_name === scan.name);
  expect(arrived).toHaveLength(1);
  const served = await (await opened.request.get(arrived[0]?.direct_url ?? '')).body();
  expect(sha256(served)).toBe(sha256(scan.buffer));
});
