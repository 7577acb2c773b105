import { PROOF_NOTE_MESSAGES, type ProofNote } from '../../src/contract';
import { CACHED_FALLBACK_HEADER } from '../../src/offline/apiCache';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { reportWithProofTags } from './proofFiles';
import { getJson, openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * The proof-tag modal (decision 0017): why an optional proof is not attached, recorded
 * offline like an answer and sent when the signal returns.
 */
test('a missing optional proof is explained offline in the proof-tag modal, and reaches the server', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, sections, tags } = await reportWithProofTags(page);
  // a section with an optional proof tag and a mandatory one (the modal names the mandatory ones)
  const section = sections.find(
    (s) =>
      tags.some((tag) => tag.section_id === s.id && !tag.is_required) &&
      tags.some((tag) => tag.section_id === s.id && tag.is_required),
  );
  if (!section) throw new Error('no section with an optional and a mandatory proof tag');
  const optional = tags.filter((tag) => tag.section_id === section.id && !tag.is_required);
  const [tag] = optional;
  if (!tag) throw new Error('no optional tag');
  const serverNotes = () => getJson<ProofNote[]>(page, `audit_store/${store.id}/proof_note`);
  await underServiceWorker(page);
  await openReport(page, store.id);
  // the cycle's proof tags are a read of their own (useProofTagsBySection), not part of the
  // report's fetch: the modal is offered once they are in, as on a report opened with signal
  const panel = page.getByTestId(`proofs-${section.id}`);
  const open = panel.getByRole('button', { name: PROOF_NOTE_MESSAGES.open });
  await expect(open).toBeVisible();

  await context.setOffline(true);
  await open.click();
  const modal = page.getByRole('dialog', { name: PROOF_NOTE_MESSAGES.title });
  const proof = modal.getByRole('combobox', { name: 'Proof' });
  // only the section's optional tags are offered, after 'Select Tag'; the mandatory ones are named,
  // with why they are not there
  await expect(proof.locator('option')).toHaveText(['Select Tag', ...optional.map((t) => t.proof_tag)]);
  const mandatory = tags.filter((t) => t.section_id === section.id && t.is_required).map((t) => t.proof_tag);
  await expect(modal).toContainText(PROOF_NOTE_MESSAGES.mandatoryNotListed(mandatory));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toHaveText(PROOF_NOTE_MESSAGES.empty);
  await proof.selectOption({ label: tag.proof_tag });
  await modal.getByRole('textbox', { name: 'Why is it not attached?' }).fill('   ');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toHaveText(PROOF_NOTE_MESSAGES.empty);
  const reason = 'The cashier would not print a bill for a return.';
  await modal.getByRole('textbox', { name: 'Why is it not attached?' }).fill(reason);
  await screenshot(page, 'proof-note-modal');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  const note = panel.getByTestId(`proof-note-${tag.id}`);
  await expect(note).toContainText(reason);
  await note.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-note-listed');

  // still there after an offline reload: the queued call is the device's copy
  await page.reload();
  await expect(page.getByTestId(`proofs-${section.id}`).getByTestId(`proof-note-${tag.id}`)).toContainText(
    reason,
  );
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverNotes()).map((n) => [n.proof_tag_id, n.reason]), { timeout: 20_000 })
    .toEqual([[tag.id, reason]]);

  await page
    .getByTestId(`proofs-${section.id}`)
    .getByRole('button', { name: `Remove the note on ${tag.proof_tag}` })
    .click();
  await expect(page.getByTestId(`proof-note-${tag.id}`)).toHaveCount(0);
  await expect.poll(async () => (await serverNotes()).length, { timeout: 20_000 }).toBe(0);
});

test('a note sent on a weak signal stays listed when the list is then read from the kept copy', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, sections, tags } = await reportWithProofTags(page);
  const tag = tags.find((t) => !t.is_required && sections.some((s) => s.id === t.section_id));
  if (!tag) throw new Error('no optional proof tag');
  await underServiceWorker(page);
  await openReport(page, store.id);
  const panel = page.getByTestId(`proofs-${tag.section_id}`);
  // the signal goes once the page has shown the section's tags (their list was still on its way
  // in a fresh-clone CI run, so it failed offline and the button never came)
  const explain = panel.getByRole('button', { name: PROOF_NOTE_MESSAGES.open });
  await expect(explain).toBeVisible();

  await context.setOffline(true);
  await explain.click();
  const modal = page.getByRole('dialog', { name: PROOF_NOTE_MESSAGES.title });
  await modal.getByRole('combobox', { name: 'Proof' }).selectOption({ label: tag.proof_tag });
  const reason = 'The display was being changed that day.';
  await modal.getByRole('textbox', { name: 'Why is it not attached?' }).fill(reason);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByTestId(`proof-note-${tag.id}`)).toContainText(reason);

  // The signal comes back too weak for reads: the service worker answers the notes' list from the
  // copy it kept before the note was saved, while the note itself gets through.
  let readsAfterSend = 0;
  let sent = false;
  await context.route(`**/api/auditor/audit_store/${store.id}/proof_note`, async (route) => {
    if (route.request().method() !== 'GET') {
      await route.continue();
      sent = true;
      return;
    }
    if (sent) readsAfterSend += 1;
    await route.abort('internetdisconnected');
  });
  // the list is read again once the note has gone, and what answers is the kept copy
  const keptCopyRead = page.waitForResponse(
    (response) =>
      sent &&
      response.url().endsWith(`/audit_store/${store.id}/proof_note`) &&
      response.request().method() === 'GET' &&
      response.headers()[CACHED_FALLBACK_HEADER.toLowerCase()] !== undefined,
    { timeout: 20_000 },
  );
  await context.setOffline(false);
  await keptCopyRead;
  expect(readsAfterSend).toBeGreaterThan(0);
  expect(await getJson<ProofNote[]>(page, `audit_store/${store.id}/proof_note`)).toHaveLength(1);
  // time for the page to show what it was answered
  await page.waitForTimeout(300);
  await expect(panel.getByTestId(`proof-note-${tag.id}`)).toContainText(reason);
});
