import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/offline/blobHash';

/** A large file's SHA-256 is read a piece at a time (decision 0071): the same digest as whole. */
describe('sha256Hex of a Blob', () => {
  const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 131 + 17) % 251);
  const whole = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

  it.each([
    ['within one piece', 1000, 4096],
    ['on a piece boundary', 8192, 4096],
    ['with a short last piece', 10_000, 4096],
  ])('gives the whole file digest %s', async (_name, size, piece) => {
    const bytes = bytesOf(size);
    expect(await sha256Hex(new Blob([bytes]), piece)).toBe(whole(bytes));
  });

  it('reads no piece larger than asked', async () => {
    const bytes = bytesOf(10_000);
    const read: number[] = [];
    const blob = new Blob([bytes]);
    const spied = {
      size: blob.size,
      slice: (start: number, end: number) => {
        read.push(end - start);
        return blob.slice(start, end);
      },
    } as Blob;
    expect(await sha256Hex(spied, 4096)).toBe(whole(bytes));
    expect(Math.max(...read)).toBe(4096);
  });
});
