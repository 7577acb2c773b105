import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROOF_PLAYER } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * The audio player (decision 0015): an AMR voice note (made by the opencore AMR-NB encoder, see
 * tests/fixtures/makeVoiceNote.cjs) is decoded in the browser and plays with the spec's speeds,
 * seek and volume keys; a failed fetch of the file alerts "Failed to fetch" with its address.
 */
const voiceNote = {
  name: `voice-note-${process.pid}-${Date.now()}.amr`,
  mimeType: 'audio/amr',
  buffer: readFileSync(path.join(import.meta.dirname, '../fixtures/voice-note.amr')),
};

test('an AMR voice note plays in the browser, with the speeds, seek and volume keys', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  await openReport(page, store.id);
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([voiceNote]);
  const tile = page.getByTestId(`proofs-${section.id}`).locator('li.proof', { hasText: voiceNote.name });
  await expect(tile.getByTestId('proof-state')).toHaveText('Uploaded', { timeout: 20_000 });

  await tile.getByRole('button', { name: `Play ${voiceNote.name}` }).click();
  const player = page.getByRole('dialog', { name: voiceNote.name });
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
    .toBeGreaterThan(1.9);
  await expect(player.getByText(PROOF_PLAYER.cannotPlay)).toBeVisible();
  await expect(player.getByRole('combobox', { name: 'Speed' }).locator('option')).toHaveText(
    PROOF_PLAYER.basicRates.map((rate) => `${rate}x`),
  );
  await player.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
  expect(await audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);
  await audio.focus();
  await page.keyboard.press('ArrowDown');
  expect(await audio.evaluate((a: HTMLAudioElement) => a.volume)).toBe(0.95);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(1.9);
  await page.keyboard.press('j');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0);
  await screenshot(page, 'proof-amr-player');
  await player.getByRole('button', { name: /close/i }).click();

  // The file cannot be fetched: the spec's alert, with its address.
  const address = await tile.getByRole('link', { name: voiceNote.name }).getAttribute('href');
  await page.route(`**${address}`, (route) => route.abort('internetdisconnected'));
  // Answered as it opens: an alert blocks the page, and the click that opened it waits on the page.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await tile.getByRole('button', { name: `Play ${voiceNote.name}` }).click();
  await expect.poll(() => alerts).toEqual([`Failed to fetch ${address}`]);
});
