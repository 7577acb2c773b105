import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { AuditStore, ProofTag, ReportProof } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportWithProofTags } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0033: a proof tag stands for a kind of file. A photo is never offered the audio tag,
 * and the mandatory audio proof stays unticked; a photo tagged as the audio proof on a device whose
 * tag list predates the rule is refused by the server, shown on its tile, and mended by a new tag.
 */

/** The demo report's section with a mandatory audio proof and a photo tag, and those tags. */
async function audioSection(page: Page) {
  const { store, tags } = await reportWithProofTags(page);
  const audio = tags.find(
    (tag) =>
      tag.proof_kind === 'AUDIO' &&
      tag.is_required &&
      tags.some((other) => other.section_id === tag.section_id && other.proof_kind === 'PHOTO'),
  );
  if (!audio || audio.section_id === null) throw new Error('no section with a mandatory audio proof');
  const own = tags.filter((tag) => tag.section_id === audio.section_id);
  const photoTag = own.find((tag) => tag.proof_kind === 'PHOTO') as ProofTag;
  return { store, sectionId: audio.section_id, audio, photoTag, own };
}

const tileOf = (page: Page, sectionId: number, fileName: string) =>
  page.getByTestId(`proofs-${sectionId}`).locator('li.proof').filter({ hasText: fileName });

test('a photo is offered only the tags that take a photo, and does not tick the mandatory audio proof', async ({
  page,
}) => {
  await logIn(page, AUDITOR);
  const { store, sectionId, audio, own } = await audioSection(page);
  await openReport(page, store.id);
  const [file] = photos('demo-unit', 1);
  if (!file) throw new Error('no file');
  await page.getByTestId(`proofs-input-${sectionId}`).setInputFiles([file]);
  const tile = tileOf(page, sectionId, file.name);
  const select = tile.getByRole('combobox', { name: `Tag of ${file.name}` });
  const photoTags = own.filter((tag) => tag.proof_kind === 'PHOTO' || tag.proof_kind === 'DOCUMENT');
  await expect(select.locator('option')).toHaveText(['Select Tag', ...photoTags.map((tag) => tag.proof_tag)]);
  await expect(select.locator('option', { hasText: audio.proof_tag })).toHaveCount(0);
  await expect(page.getByTestId(`mandatory-proof-${audio.id}`)).toHaveText(
    `○ ${audio.proof_tag}: not attached`,
  );
  await expect(tile.getByTestId('proof-state')).toHaveText('Uploaded', { timeout: 20_000 });
  await tile.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-kinds-photo-offered-photo-tags');
});

test('a photo tagged as the audio proof offline is refused, shown on its tile, and uploads once re-tagged', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, sectionId, audio, photoTag } = await audioSection(page);
  // the tag list as a device kept it from before tags had kinds: every tag offered to every file
  // (on the context, so the service worker's fetch is answered so too once it controls the page)
  await context.route('**/attachment_proof_tag_list', async (route) => {
    const response = await route.fetch();
    const tags = (await response.json()) as ProofTag[];
    await route.fulfill({ response, json: tags.map(({ proof_kind: _kind, ...tag }) => tag) });
  });
  await openReport(page, store.id);
  await context.setOffline(true);
  const [file] = photos('counter-talk', 1);
  if (!file) throw new Error('no file');
  await page.getByTestId(`proofs-input-${sectionId}`).setInputFiles([file]);
  const tile = tileOf(page, sectionId, file.name);
  const select = tile.getByRole('combobox', { name: `Tag of ${file.name}` });
  await select.selectOption({ label: audio.proof_tag });
  await context.setOffline(false);

  const needs = `“${audio.proof_tag}” needs an audio recording; this file is a photo.`;
  await expect(tile.getByTestId('proof-state')).toHaveText(needs, { timeout: 20_000 });
  // kept on the device, not lost: still there across a reload, waiting for the auditor
  await page.reload();
  await expect(tile.getByTestId('proof-state')).toHaveText(needs);
  await tile.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-kinds-wrong-tag-refused');

  await select.selectOption({ label: photoTag.proof_tag });
  await expect(tile.getByTestId('proof-state')).toHaveText('Uploaded', { timeout: 20_000 });
  const proofs = await getJson<ReportProof[]>(
    page,
    `audit_store/${store.id}/section/${sectionId}/attachment`,
  );
  expect(proofs.find((proof) => proof.file_name === file.name)?.proof_tag).toBe(photoTag.id);
});

test('QA sees a photo tagged as the audio proof as a photo, with its tag called wrong', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  await logIn(page, AUDITOR);
  const stores = await getJson<AuditStore[]>(page, 'audit_store');
  const submitted = stores.find((store) => store.status === 'SUBMITTED');
  if (!submitted) throw new Error('no submitted report');
  const tags = await getJson<ProofTag[]>(
    page,
    `audit_cycle/${submitted.audit.audit_cycle.id}/attachment_proof_tag_list`,
  );
  const audio = tags.find((tag) => tag.proof_kind === 'AUDIO' && tag.section_id !== null);
  if (!audio) throw new Error('no audio tag');
  // a photo tagged as the audio proof before tags had kinds, as the report holds it
  const db = new Database(portal.sqlitePath);
  try {
    const id = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO attachments (id, owner_id, audit_store_id, section_id, proof_type, proof_tag_id, file_name,
        file_size, file_type, storage_key, state, created_at, completed_at)
       SELECT ?, auditor_id, id, ?, 'PHOTO', ?, 'counter.jpg', 1024, 'image/jpeg', ?, 'COMPLETED', ?, ?
       FROM audit_stores WHERE id = ?`,
    ).run(id, audio.section_id, audio.id, `report-proofs/${submitted.id}/${id}`, now, now, submitted.id);
  } finally {
    db.close();
  }

  const desk = await (
    await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await logIn(desk, DEMO_ACCOUNTS.qa, '/manage/review');
  await desk
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(submitted.audit.store.name) })
    .click();
  const photo = desk.getByRole('img', { name: 'counter.jpg' });
  const proof = desk.locator('figure.review-proof').filter({ has: photo });
  await expect(photo).toBeAttached();
  await expect(proof.locator('figcaption')).toContainText(
    `Photo${audio.proof_tag}Wrong tag: “${audio.proof_tag}” needs an audio recording; this file is a photo.`,
  );
  await proof.scrollIntoViewIfNeeded();
  await screenshot(desk, 'proof-kinds-review-wrong-tag');
});
