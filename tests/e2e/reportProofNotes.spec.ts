import { PROOF_NOTE_MESSAGES, type ProofNote, type ProofTag } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { getJson, openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Issue 12, the proof-tag modal (decision 0017): why an optional proof is not attached, recorded
 * offline like an answer and sent when the signal returns.
 */
test('a missing optional proof is explained offline in the proof-tag modal, and reaches the server', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, sections } = await reportInProgress(page);
  const tags = await getJson<ProofTag[]>(
    page,
    `audit_cycle/${store.audit.audit_cycle.id}/attachment_proof_tag_list`,
  );
  const section = sections.find((s) => tags.some((tag) => tag.section_id === s.id && !tag.is_required));
  if (!section) throw new Error('no section with an optional proof tag');
  const optional = tags.filter((tag) => tag.section_id === section.id && !tag.is_required);
  const [tag] = optional;
  if (!tag) throw new Error('no optional tag');
  const serverNotes = () => getJson<ProofNote[]>(page, `audit_store/${store.id}/proof_note`);
  await underServiceWorker(page);
  await openReport(page, store.id);

  await context.setOffline(true);
  const panel = page.getByTestId(`proofs-${section.id}`);
  await panel.getByRole('button', { name: PROOF_NOTE_MESSAGES.open }).click();
  const modal = page.getByRole('dialog', { name: PROOF_NOTE_MESSAGES.title });
  const proof = modal.getByRole('combobox', { name: 'Proof' });
  // only the section's optional tags are offered, after 'Select Tag'
  await expect(proof.locator('option')).toHaveText(['Select Tag', ...optional.map((t) => t.proof_tag)]);
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
