import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { AuditStore, ProofTag, Section } from '../../src/contract';
import { getJson } from './reportHelpers';

/** Real image files for the proof specs: small PNGs of one colour each, so every file differs. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width` x `height` PNG filled with one RGB colour. */
export function pngOf(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ProofFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** `count` distinct photos named `<prefix>-<n>.png`. */
export function photos(prefix: string, count: number): ProofFile[] {
  return Array.from({ length: count }, (_, n) => ({
    name: `${prefix}-${n + 1}.png`,
    mimeType: 'image/png',
    buffer: pngOf(240, 160, [(n * 67 + prefix.length * 31) % 256, (n * 29 + 90) % 256, (n * 113) % 256]),
  }));
}

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A camera-sized JPEG made by the browser's own encoder: a gradient with grain, as a phone photo
 * of a shelf compresses, `width` x `height` at quality 0.95.
 */
export async function cameraJpeg(page: Page, name: string, width = 4000, height = 3000) {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#c0392b');
      gradient.addColorStop(0.5, '#f1c40f');
      gradient.addColorStop(1, '#2980b9');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const grain = context.getImageData(0, 0, w, h);
      for (let i = 0; i < grain.data.length; i += 4) {
        const jitter = (Math.random() - 0.5) * 60;
        grain.data[i] = (grain.data[i] ?? 0) + jitter;
        grain.data[i + 1] = (grain.data[i + 1] ?? 0) + jitter;
        grain.data[i + 2] = (grain.data[i + 2] ?? 0) + jitter;
      }
      context.putImageData(grain, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/**
 * `jpeg` as a camera writes it: an EXIF segment (APP1) right after the start of image, whose TIFF
 * block (little endian) points from IFD0 to the EXIF IFD and its one entry, DateTimeOriginal
 * (tag 0x9003, ASCII), e.g. "2026:11:28 09:15:42" on the camera's clock.
 */
export function withTakenAt(jpeg: Buffer, takenAt: string): Buffer {
  const tiff = Buffer.alloc(64);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  tiff.writeUInt16LE(1, 8); // IFD0: one entry, the EXIF IFD's pointer
  tiff.writeUInt16LE(0x8769, 10);
  tiff.writeUInt16LE(4, 12); // LONG
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  tiff.writeUInt16LE(1, 26); // EXIF IFD: one entry
  tiff.writeUInt16LE(0x9003, 28);
  tiff.writeUInt16LE(2, 30); // ASCII
  tiff.writeUInt32LE(20, 32);
  tiff.writeUInt32LE(44, 36); // where its value is
  tiff.writeUInt32LE(0, 40);
  tiff.write(`${takenAt}\0`, 44, 'latin1');
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, exif, jpeg.subarray(2)]);
}

/** The signed-in auditor's report in progress and its sections, as the server lists them. */
export async function reportInProgress(page: Page) {
  const stores = await getJson<AuditStore[]>(page, 'audit_store');
  const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
  if (!store) throw new Error('no report in progress');
  const sections = await getJson<Section[]>(page, `audit_store/${store.id}/section`);
  const [first] = sections;
  if (!first) throw new Error('the report has no section');
  return { store, sections, first };
}

/** The report in progress with its cycle's proof tags. */
export async function reportWithProofTags(page: Page) {
  const report = await reportInProgress(page);
  const tags = await getJson<ProofTag[]>(
    page,
    `audit_cycle/${report.store.audit.audit_cycle.id}/attachment_proof_tag_list`,
  );
  return { ...report, tags };
}
