import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { ProofTag, ReportProof } from '../../src/contract';
import { OFFLINE_DB_NAME } from '../../src/offline/dbName';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import {
  cameraJpeg,
  type ProofFile,
  photos,
  reportInProgress,
  reportWithProofTags,
  sha256,
  withTakenAt,
} from './proofFiles';
import { getJson, openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0014: proof files of a report's sections, picked in the app and sent through the
 * device's queue to the real server and store, online and offline. Each spec file has a private
 * server.
 */

const serverProofs = (page: Page, storeId: number, sectionId: number) =>
  getJson<ReportProof[]>(page, `audit_store/${storeId}/section/${sectionId}/attachment`);

/** The SHA-256 of what the server serves for each proof, by file name. */
async function storedHashes(page: Page, proofs: ReportProof[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const proof of proofs) {
    const response = await page.request.get(proof.direct_url);
    expect(response.status()).toBe(200);
    hashes[proof.file_name] = sha256(await response.body());
  }
  return hashes;
}

const hashesOf = (files: ProofFile[]) =>
  Object.fromEntries(files.map((file) => [file.name, sha256(file.buffer)]));

/** Proof records in the device's IndexedDB, read with the plain API as a user's browser holds them. */
function proofsOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('proofs').objectStore('proofs').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
    OFFLINE_DB_NAME,
  );
}

const tiles = (page: Page, sectionId: number) => page.getByTestId(`proofs-${sectionId}`).locator('li.proof');

test('several proofs picked within a second on two sections all arrive, byte for byte', async ({ page }) => {
  await logIn(page, AUDITOR);
  const { store, sections } = await reportInProgress(page);
  const [first, second] = sections;
  if (!first || !second) throw new Error('the report needs two sections');
  await openReport(page, store.id);

  const firstFiles = photos('entrance', 3);
  const secondFiles = photos('counter', 2);
  await page.getByTestId(`proofs-input-${first.id}`).setInputFiles(firstFiles);
  await page.getByTestId(`proofs-input-${second.id}`).setInputFiles(secondFiles);
  // every tile shows at once, from the device
  await expect(tiles(page, first.id)).toHaveCount(3, { timeout: 1_000 });
  await expect(tiles(page, second.id)).toHaveCount(2, { timeout: 1_000 });

  for (const section of [first, second])
    await expect(tiles(page, section.id).getByTestId('proof-state')).toHaveText(
      Array(section === first ? 3 : 2).fill('Uploaded'),
      { timeout: 20_000 },
    );
  await page.getByTestId(`proofs-${first.id}`).scrollIntoViewIfNeeded();
  await screenshot(page, 'proofs-uploaded');

  const onFirst = await serverProofs(page, store.id, first.id);
  const onSecond = await serverProofs(page, store.id, second.id);
  expect(await storedHashes(page, onFirst)).toEqual(hashesOf(firstFiles));
  expect(await storedHashes(page, onSecond)).toEqual(hashesOf(secondFiles));
  expect(onFirst.map((proof) => proof.sha256)).toEqual(firstFiles.map((file) => sha256(file.buffer)));
});

test('photos picked offline show from the device after an offline reload, and upload when the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page, AUDITOR);
  const { store, sections } = await reportInProgress(page);
  const section = sections.at(-1);
  if (!section) throw new Error('no section');
  await underServiceWorker(page);
  await openReport(page, store.id);
  const before = (await serverProofs(page, store.id, section.id)).length;

  await context.setOffline(true);
  const files = photos('shelf', 4);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);
  const section_tiles = tiles(page, section.id);
  await expect(section_tiles.getByTestId('proof-state')).toHaveText(
    [...Array(before).fill('Uploaded'), ...Array(4).fill('Waiting for a connection')],
    { timeout: 5_000 },
  );

  await page.reload();
  await expect(section_tiles).toHaveCount(before + 4);
  const shelfTiles = section_tiles.filter({ hasText: /shelf-/ });
  await expect(shelfTiles.getByTestId('proof-state')).toHaveText(Array(4).fill('Waiting for a connection'));
  // the thumbnails come from the device
  for (const image of await shelfTiles.locator('img').all())
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await shelfTiles.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'proofs-waiting-offline');

  // what went to the network: the service worker's own fetches, and the page's it did not answer
  const fetched: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetched.push(request.url());
  });
  page.on('response', (response) => {
    if (!response.fromServiceWorker()) fetched.push(response.url());
  });
  await context.setOffline(false);
  await expect(shelfTiles.getByTestId('proof-state')).toHaveText(Array(4).fill('Uploaded'), {
    timeout: 30_000,
  });
  const uploaded = (await serverProofs(page, store.id, section.id)).filter((p) =>
    p.file_name.startsWith('shelf-'),
  );
  // the tiles show the stored photos from the copy the device kept: none comes back down the
  // signal it went up by
  const storedPaths = uploaded.map((proof) => new URL(proof.direct_url, page.url()).pathname);
  for (const image of await shelfTiles.locator('img').all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    expect(storedPaths).toContain(new URL((await image.getAttribute('src')) ?? '', page.url()).pathname);
  }
  expect(fetched.filter((url) => storedPaths.some((path) => url.includes(path)))).toEqual([]);
  expect(await storedHashes(page, uploaded)).toEqual(hashesOf(files));
});

test('a large photo is compressed on the device before it is uploaded; its picked size and taken time are kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, AUDITOR);
  const { store, sections } = await reportInProgress(page);
  const section = sections[0];
  if (!section) throw new Error('no section');
  await openReport(page, store.id);
  const camera = await cameraJpeg(page, 'aisle-wide.jpg');
  const picked = { ...camera, buffer: withTakenAt(camera.buffer, '2026:11:28 09:15:42') };
  expect(picked.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  // the camera's clock is the phone's: the moment it names is read in the phone's zone
  const takenAt = await page.evaluate(() => new Date(2026, 10, 28, 9, 15, 42).toISOString());
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([picked]);
  const tile = tiles(page, section.id).filter({ hasText: picked.name });
  await expect(tile.getByTestId('proof-state')).toHaveText('Uploaded', { timeout: 60_000 });

  const proof = (await serverProofs(page, store.id, section.id)).find((p) => p.file_name === picked.name);
  expect(proof?.original_size).toBe(picked.buffer.length);
  expect(proof?.captured_at).toBe(takenAt);
  expect(proof?.file_size).toBeLessThanOrEqual(1024 * 1024);
  expect(await storedHashes(page, proof ? [proof] : [])).toEqual({ [picked.name]: proof?.sha256 });
});

test('a proof is tagged while it waits offline and once uploaded; mandatory proofs say which are attached', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, sections, tags } = await reportWithProofTags(page);
  const section = sections.find((s) => tags.some((tag) => tag.section_id === s.id && tag.is_required));
  if (!section) throw new Error('no section with a required proof tag');
  const own = tags.filter((tag) => tag.section_id === section.id);
  const required = own.find((tag) => tag.is_required) as ProofTag;
  const other = own.find((tag) => tag.id !== required.id);
  await underServiceWorker(page);
  await openReport(page, store.id);
  const mandatory = page.getByTestId(`mandatory-proof-${required.id}`);
  await expect(mandatory).toHaveText(`○ ${required.proof_tag}: not attached`);

  await context.setOffline(true);
  const [file] = photos('storefront', 1);
  if (!file) throw new Error('no file');
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([file]);
  const tile = tiles(page, section.id).filter({ hasText: file.name });
  const select = tile.getByRole('combobox', { name: `Tag of ${file.name}` });
  // only the section's own tags are offered, after 'Select Tag'
  await expect(select.locator('option')).toHaveText(['Select Tag', ...own.map((tag) => tag.proof_tag)]);
  await select.selectOption({ label: required.proof_tag });
  await expect(mandatory).toHaveText(`✓ ${required.proof_tag}: attached`);
  await tile.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-tagged-offline');
  await context.setOffline(false);
  await expect(tile.getByTestId('proof-state')).toHaveText('Uploaded', { timeout: 20_000 });
  const proofOf = async () =>
    (await serverProofs(page, store.id, section.id)).find((proof) => proof.file_name === file.name);
  expect((await proofOf())?.proof_tag).toBe(required.id);

  // retagged offline once uploaded: the call waits in the outbox and lands on reconnect
  await context.setOffline(true);
  await select.selectOption(other ? { label: other.proof_tag } : { label: 'Select Tag' });
  await expect(select).toHaveValue(other ? String(other.id) : '');
  await page.reload();
  await expect(tiles(page, section.id).filter({ hasText: file.name }).getByRole('combobox')).toHaveValue(
    other ? String(other.id) : '',
  );
  await context.setOffline(false);
  await expect.poll(async () => (await proofOf())?.proof_tag, { timeout: 20_000 }).toBe(other?.id ?? null);
  // once the call has gone, the tile keeps the new tag, not the one of the list read before it
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(tiles(page, section.id).filter({ hasText: file.name }).getByRole('combobox')).toHaveValue(
    other ? String(other.id) : '',
  );
});

test('proofs rearranged offline show in their new order at once, across a reload, and on the server after', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, sections } = await reportInProgress(page);
  const section = sections[1];
  if (!section) throw new Error('no second section');
  await underServiceWorker(page);
  await openReport(page, store.id);
  // the section already holds other tests' files: pick once they show, so the new files go after
  // them (a file picked before the list arrives is placed among them, and a move then swaps a bay
  // file with one of those, as CI once saw under load)
  const earlier = (await serverProofs(page, store.id, section.id)).length;
  await expect(tiles(page, section.id)).toHaveCount(earlier);
  const files = photos('bay', 3);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles(files);
  const bay = tiles(page, section.id).filter({ hasText: /bay-/ });
  await expect(bay.getByTestId('proof-state')).toHaveText(Array(3).fill('Uploaded'), { timeout: 20_000 });
  const names = () => bay.locator('.proof-name').allTextContents();
  const serverOrder = async () =>
    (await serverProofs(page, store.id, section.id))
      .map((p) => p.file_name)
      .filter((n) => n.startsWith('bay-'));

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Move bay-3.png earlier' }).click();
  await expect.poll(names).toEqual(['bay-1.png', 'bay-3.png', 'bay-2.png']);
  await page.getByRole('button', { name: 'Move bay-3.png earlier' }).click();
  await expect.poll(names).toEqual(['bay-3.png', 'bay-1.png', 'bay-2.png']);
  await page.reload();
  await expect.poll(names).toEqual(['bay-3.png', 'bay-1.png', 'bay-2.png']);
  await bay.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'proofs-rearranged-offline');

  await context.setOffline(false);
  await expect.poll(serverOrder, { timeout: 20_000 }).toEqual(['bay-3.png', 'bay-1.png', 'bay-2.png']);
});

test('a file the server refuses waits with its reason, and Discard removes it after asking', async ({
  page,
  context,
  portal,
}) => {
  await logIn(page, AUDITOR);
  const { store, sections } = await reportInProgress(page);
  const section = sections[0];
  if (!section) throw new Error('no section');
  await openReport(page, store.id);

  // Queued offline; meanwhile the report stops being editable on the server.
  await context.setOffline(true);
  const [file] = photos('late', 1);
  if (!file) throw new Error('no file');
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([file]);
  const tile = tiles(page, section.id).filter({ hasText: file.name });
  await expect(tile.getByTestId('proof-state')).toHaveText('Waiting for a connection');
  const db = new Database(portal.sqlitePath);
  db.prepare("update audit_stores set status = 'SUBMITTED' where id = ?").run(store.id);
  db.close();
  await context.setOffline(false);

  await expect(tile.getByTestId('proof-state')).toHaveText('This report can no longer be changed.', {
    timeout: 20_000,
  });
  await tile.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-refused');

  // the report's save status says so, and /sync lists it with the reason and Retry / Discard
  await page.getByRole('link', { name: '1 needs attention' }).click();
  const listed = page.getByRole('list', { name: 'Proof files that need attention' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(file.name);
  await expect(listed).toContainText('This report can no longer be changed.');
  await screenshot(page, 'sync-proof-attention');
  await listed.getByRole('button', { name: 'Retry' }).click();
  await expect(listed.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(listed).toContainText('This report can no longer be changed.');
  await page.goBack();

  await tile.getByRole('button', { name: `Delete ${file.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete attachment' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${file.name} attachment ?`);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(tile).toHaveCount(1);
  await tile.getByRole('button', { name: `Delete ${file.name}` }).click();
  await page.getByRole('dialog', { name: 'Delete attachment' }).getByRole('button', { name: 'Yes' }).click();
  await expect(tile).toHaveCount(0);
  expect(await proofsOnDevice(page)).toBe(0);
});
