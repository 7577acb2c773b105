import type { Page, Route } from '@playwright/test';
import type { ReportProof } from '../../src/contract';
import { expect, test } from './privatePortal';
import { type ProofFile, photos, reportInProgress, sha256 } from './proofFiles';
import { openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * The promise at hostile timings (decision 0014): a connection lost in the middle of an upload, and
 * a phone closed with files still waiting. Nothing is lost, nothing is stored twice.
 */

const listUrl = (storeId: number, sectionId: number) =>
  `/api/auditor/audit_store/${storeId}/section/${sectionId}/attachment`;

/** name → SHA-256 of the bytes the server serves, for the proofs named like `files`. */
async function arrived(request: Page['request'], storeId: number, sectionId: number, files: ProofFile[]) {
  const proofs = (await (await request.get(listUrl(storeId, sectionId))).json()) as ReportProof[];
  const hashes: Record<string, string> = {};
  for (const proof of proofs.filter((p) => files.some((file) => file.name === p.file_name)))
    hashes[proof.file_name] = sha256(await (await request.get(proof.direct_url)).body());
  return hashes;
}
const hashesOf = (files: ProofFile[]) =>
  Object.fromEntries(files.map((file) => [file.name, sha256(file.buffer)]));

test('an upload cut off by a lost connection finishes once the signal returns, stored once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  const storeId = store.id;
  await openReport(page, storeId);

  // The store is reached, then the phone loses its signal while the file is on its way.
  let reached!: () => void;
  const storeReached = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let cutOff = false;
  await page.route('**/storage/attachments', async (route: Route) => {
    if (cutOff) return route.continue();
    cutOff = true;
    reached();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.abort('internetdisconnected');
  });
  const files = photos('dropped', 2);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);
  await storeReached;
  await context.setOffline(true);
  const states = page
    .getByTestId(`proofs-${section.id}`)
    .locator('li.proof', { hasText: /dropped-/ })
    .getByTestId('proof-state');
  await expect(states).toHaveText(['Waiting for a connection', 'Waiting for a connection'], {
    timeout: 10_000,
  });

  await context.setOffline(false);
  await expect(states).toHaveText(['Uploaded', 'Uploaded'], { timeout: 20_000 });
  expect(await arrived(page.request, storeId, section.id, files)).toEqual(hashesOf(files));
  const listed = (await (await page.request.get(listUrl(storeId, section.id))).json()) as ReportProof[];
  expect(listed.filter((proof) => proof.file_name.startsWith('dropped-'))).toHaveLength(2);
});

test('files picked offline in an app that is then closed are uploaded when the signal returns, with no page open', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  const storeId = store.id;
  await underServiceWorker(page);
  await openReport(page, storeId);

  await context.setOffline(true);
  const files = photos('closed', 3);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);
  const states = page
    .getByTestId(`proofs-${section.id}`)
    .locator('li.proof', { hasText: /closed-/ })
    .getByTestId('proof-state');
  await expect(states).toHaveText(Array(3).fill('Waiting for a connection'));
  await page.close();

  await context.setOffline(false);
  await expect
    .poll(async () => arrived(context.request, storeId, section.id, files), {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toEqual(hashesOf(files));

  const reopened = await context.newPage();
  await openReport(reopened, storeId);
  await expect(
    reopened
      .getByTestId(`proofs-${section.id}`)
      .locator('li.proof', { hasText: /closed-/ })
      .getByTestId('proof-state'),
  ).toHaveText(Array(3).fill('Uploaded'));
});
