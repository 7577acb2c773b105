import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import S3rver from 's3rver';
import type { Attachment } from '../../src/contract';
import { S3_MIN_PART_BYTES } from '../../src/contract/uploadParts';
import { type PrivatePortal, startPrivatePortal } from './privatePortal';
import { sha256 } from './proofFiles';
import { AUDITOR, logIn } from './session';
import { type StoreSignal, startStoreSignal } from './storeSignal';

/**
 * Uploads in parts on a third-party S3 server (decision 0071), from the browser: s3rver behind a
 * paced uplink, the app's server configured for it. What only a browser shows: the bucket's CORS
 * lets the page PUT a part with its signed checksum header and read the ETag back, and the
 * server's ledger of landed parts (s3rver cannot list them) lets a reload go on from there.
 */

const BUCKET = 'proofs';
const UPLINK_BYTES_PER_SECOND = 500_000;
const SCAN_BYTES = 10_000_000;
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

interface S3World {
  portal: PrivatePortal;
  /** the uplink to the S3 server: every part the page sends goes through it */
  storeLink: StoreSignal;
}

const test = base.extend<{ world: S3World }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
  world: async ({}, use) => {
    const directory = mkdtempSync(path.join(tmpdir(), 's3rver-e2e-'));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [CORS] }],
    });
    const { port } = await s3.run();
    // no cuts: the reload is the loss here; the poor-signal tests cut the local store's link
    const storeLink = await startStoreSignal({
      targetPort: port,
      bytesPerSecond: UPLINK_BYTES_PER_SECOND,
      cutEveryMs: 60 * 60_000,
      cutForMs: 1,
    });
    const portal = await startPrivatePortal({
      S3_ENDPOINT: storeLink.url,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    await use({ portal, storeLink });
    await portal.stop();
    await storeLink.close();
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
    rmSync(portal.dataDir, { recursive: true, force: true });
  },
  baseURL: async ({ world }, use) => use(world.portal.url),
});

test('an ID proof goes to S3 in parts from the browser and, reloaded after its first part, sends only the rest', async ({
  page,
  context,
  world,
}) => {
  test.setTimeout(3 * 60_000);
  await logIn(page, AUDITOR, '/details');
  const scan = {
    name: 'licence scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SCAN_BYTES - 9)]),
  };
  const rowOf = (on: Page) => on.getByRole('list', { name: 'Uploads' }).locator('li', { hasText: scan.name });
  const before = world.storeLink.bytesUp();
  // every part's PUT, from the page, its upload worker or the service worker
  const partPuts: string[] = [];
  context.on('request', (request) => {
    const part = new URL(request.url()).searchParams.get('partNumber');
    if (request.method() === 'PUT' && part) partPuts.push(part);
  });

  await page.getByLabel('Upload ID proofs').setInputFiles([scan]);
  await expect(rowOf(page)).toBeVisible();
  // the first part (5 MiB) is at the store and a little of the second is on its way: reload
  await expect
    .poll(() => world.storeLink.bytesUp() - before, { timeout: 60_000, intervals: [250] })
    .toBeGreaterThan(S3_MIN_PART_BYTES + 500_000);
  await page.reload();

  const listed = page.getByRole('list', { name: 'Uploaded ID proofs' });
  await expect(listed.getByRole('link', { name: scan.name })).toBeVisible({ timeout: 90_000 });
  await expect(rowOf(page)).toHaveCount(0);
  const sent = world.storeLink.bytesUp() - before;
  console.log(`sent ${(sent / SCAN_BYTES).toFixed(2)} times its bytes to s3rver`);
  // the first part, which the server's ledger holds, was not sent again; the cut-off second was
  expect(partPuts).toEqual(['1', '2', '2']);

  const proofs = (await (await page.request.get('/api/auditor/id_proof/attachment')).json()) as Attachment[];
  const arrived = proofs.filter((proof) => proof.file_name === scan.name);
  expect(arrived).toHaveLength(1);
  const served = await (await page.request.get(arrived[0]?.direct_url ?? '')).body();
  expect(sha256(served)).toBe(sha256(scan.buffer));
});
