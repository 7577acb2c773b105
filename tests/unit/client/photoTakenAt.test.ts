import { describe, expect, it } from 'vitest';
import { photoTakenAt } from '../../../src/client/syncRuntime/compressProof';

/**
 * A camera's JPEG as far as EXIF goes: SOI, an APP1 "Exif" segment whose TIFF header (little
 * endian) holds IFD0 with one entry, the pointer to the EXIF IFD, and that IFD's one entry,
 * DateTimeOriginal (tag 0x9003, ASCII, 20 bytes), then EOI. The device reads when the photo was
 * taken from it (proof's captured_at, visit evidence).
 */
function cameraJpeg(takenAt: string): Blob {
  const tiff = new DataView(new ArrayBuffer(8 + 18 + 18 + 20));
  const bytes = new Uint8Array(tiff.buffer);
  bytes.set([0x49, 0x49]); // "II": little endian
  tiff.setUint16(2, 42, true);
  tiff.setUint32(4, 8, true); // IFD0 right after the header
  tiff.setUint16(8, 1, true); // IFD0: one entry
  tiff.setUint16(10, 0x8769, true); // ExifIFDPointer
  tiff.setUint16(12, 4, true); // LONG
  tiff.setUint32(14, 1, true);
  tiff.setUint32(18, 26, true); // the EXIF IFD's offset
  tiff.setUint32(22, 0, true); // no next IFD
  tiff.setUint16(26, 1, true); // EXIF IFD: one entry
  tiff.setUint16(28, 0x9003, true); // DateTimeOriginal
  tiff.setUint16(30, 2, true); // ASCII
  tiff.setUint32(32, 20, true);
  tiff.setUint32(36, 44, true); // its value's offset
  tiff.setUint32(40, 0, true);
  bytes.set(new TextEncoder().encode(`${takenAt}\0`), 44);
  const exif = new Uint8Array([...new TextEncoder().encode('Exif'), 0, 0, ...bytes]);
  const length = exif.length + 2;
  return new Blob(
    [
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff]),
      exif,
      new Uint8Array([0xff, 0xd9]),
    ],
    { type: 'image/jpeg' },
  );
}

describe('when a photo was taken', () => {
  it("reads a camera JPEG's DateTimeOriginal, on the device's clock", async () => {
    const taken = await photoTakenAt(cameraJpeg('2026:11:28 09:15:42'), 'image/jpeg');
    expect(taken).toBe(new Date(2026, 10, 28, 9, 15, 42).toISOString());
  });

  it('says nothing for a photo without EXIF, or a file that is not a photo', async () => {
    const bare = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
    expect(await photoTakenAt(bare, 'image/jpeg')).toBeNull();
    expect(await photoTakenAt(cameraJpeg('2026:11:28 09:15:42'), 'audio/mpeg')).toBeNull();
  });
});
