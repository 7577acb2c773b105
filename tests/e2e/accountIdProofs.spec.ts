import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { ATTACHMENT_MESSAGES, confirmDeleteAttachmentMessage } from '../../src/contract';
import { signUpFreshAuditor } from './accountHelpers';

/**
 * A real PNG of random colours: it does not compress, so at a throttled upload speed its progress
 * can be watched, and the thumbnail shows something a person can recognise as an image.
 */
function noisePng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), randomBytes(size * 3)]));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pixels = deflateSync(Buffer.concat(rows));
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF with a correct cross-reference table. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PNG = { name: 'id-card.png', mimeType: 'image/png', buffer: noisePng(160) };
const PDF = { name: 'passport.pdf', mimeType: 'application/pdf', buffer: onePagePdf() };

/** A fresh auditor through the real sign-up: these tests never touch the shared demo accounts. */
async function signUpAndOpenDetails(page: Page) {
  await signUpFreshAuditor(page, { firstName: 'Asha', lastName: 'Rao' });
  await page.goto('/details');
  await expect(page.getByText('No ID proofs uploaded yet.')).toBeVisible();
}

/** Counts the calls that would upload something: the start call and posts to the store. */
function countUploadRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    const start = url.pathname === '/api/auditor/id_proof/attachment' && request.method() === 'POST';
    if (start || url.pathname.startsWith('/storage/attachments')) seen.count += 1;
  });
  return seen;
}

const proofList = (page: Page) => page.getByTestId('id-proofs-list');
const screen = (name: string) => `test-results/screens/${name}.png`;

test('ID proofs: a PNG and a PDF upload with progress, stay after a reload, serve their bytes, and one is deleted after confirmation', async ({
  page,
}) => {
  await signUpAndOpenDetails(page);
  await expect(page.getByText('At least one ID proof is required')).toHaveCSS('color', 'rgb(217, 58, 58)');
  await page.screenshot({ path: screen('id-proofs-empty'), fullPage: true });

  // A slow uplink (about 3 s for the PNG), so the rows in flight and their progress can be seen.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const throttle = (uploadThroughput: number) =>
    devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(24 * 1024);
  await page.getByLabel('Upload ID proofs').setInputFiles([PNG, PDF]);
  const pngProgress = page.getByRole('progressbar', { name: `Uploading ${PNG.name}` });
  await expect(pngProgress).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Uploading ${PDF.name}` })).toBeVisible();
  await expect
    .poll(async () => Number(await pngProgress.getAttribute('aria-valuenow')), { timeout: 5_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: screen('id-proofs-uploading'), fullPage: true });

  const list = proofList(page);
  await expect(list.getByRole('link', { name: PNG.name })).toBeVisible();
  await expect(list.getByRole('link', { name: PDF.name })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await throttle(-1);

  await page.reload();
  for (const file of [PNG, PDF]) {
    const link = list.getByRole('link', { name: file.name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    const download = await page.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(file.buffer)).toBe(true);
  }
  // The PNG shows as a thumbnail that really loaded (decorative, so no img role); the PDF has an icon.
  const thumbnails = list.locator('img');
  await expect(thumbnails).toHaveCount(1);
  // the list sits below the fold and thumbnails load lazily: scroll to it as the auditor would
  await thumbnails.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnails.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expect(page.getByText('At least one ID proof is required')).not.toHaveCSS(
    'color',
    'rgb(217, 58, 58)',
  );
  await page.screenshot({ path: screen('id-proofs-listed'), fullPage: true });

  await list.getByRole('button', { name: `Delete ${PNG.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(confirmDeleteAttachmentMessage(PNG.name));
  await page.screenshot({ path: screen('id-proofs-delete-dialog') });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('link', { name: PNG.name })).toHaveCount(0);

  await page.reload();
  await expect(list.getByRole('link', { name: PDF.name })).toBeVisible();
  await expect(list.getByRole('link', { name: PNG.name })).toHaveCount(0);
});

test('the profile completion counts an ID proof as soon as it is uploaded, and its deletion', async ({
  page,
}) => {
  await signUpAndOpenDetails(page);
  const completion = page.getByTestId('details-completion');
  const server = async () =>
    `${(await (await page.request.get('/api/auditor/profile_completion_percentage')).json()).profile_completion_percentage}%`;
  const before = await server();
  await expect(completion).toHaveText(before);

  await page.getByLabel('Upload ID proofs').setInputFiles([PNG]);
  await expect(proofList(page).getByRole('link', { name: PNG.name })).toBeVisible();
  const after = await server();
  expect(after).not.toBe(before);
  // no reload: the figure follows the upload
  await expect(completion).toHaveText(after);
  await page.screenshot({ path: screen('id-proofs-completion') });

  await proofList(page)
    .getByRole('button', { name: `Delete ${PNG.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(completion).toHaveText(before);
});

test('ID proofs: eleven files at once are refused and none is uploaded', async ({ page }) => {
  await signUpAndOpenDetails(page);
  const uploads = countUploadRequests(page);

  const files = Array.from({ length: 11 }, (_, i) => ({ ...PNG, name: `id-${i + 1}.png` }));
  await page.getByLabel('Upload ID proofs').setInputFiles(files);

  await expect(page.getByRole('alert')).toHaveText(ATTACHMENT_MESSAGES.tooManyFiles);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No ID proofs uploaded yet.')).toBeVisible();
  expect(uploads.count).toBe(0);
});

test('ID proofs: a text file is refused with the server message and never sent', async ({ page }) => {
  await signUpAndOpenDetails(page);
  const uploads = countUploadRequests(page);

  await page
    .getByLabel('Upload ID proofs')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an ID proof') });

  await expect(page.getByRole('alert')).toHaveText(ATTACHMENT_MESSAGES.idProofType);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.screenshot({ path: screen('id-proofs-refused-type'), fullPage: true });
  await page.reload();
  await expect(page.getByText('No ID proofs uploaded yet.')).toBeVisible();
  expect(uploads.count).toBe(0);
});
