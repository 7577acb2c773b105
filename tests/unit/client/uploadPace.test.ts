import { describe, expect, it } from 'vitest';
import type { ProofTileData } from '../../../src/client/features/proofs/proofTiles';
import { timeLeft, uploadingLabel, waitingLabel } from '../../../src/client/features/proofs/uploadPace';

/** What a tile says of a file on its way (decision 0071). */
const MB = 1024 * 1024;
const tile = (size: number, bytesSafe?: number): ProofTileData => ({
  id: 'p',
  fileName: 'aisle walk.mp4',
  fileType: 'video/mp4',
  proofType: 'VIDEO',
  state: 'uploading',
  size,
  ...(bytesSafe ? { bytesSafe } : {}),
  sequence: 0,
  pickedAt: '2026-12-06T10:00:00Z',
  capturedAt: null,
  proofTag: null,
  repeatAlert: null,
});

describe('the tile of a file on its way', () => {
  it('says the bytes sent of a large file and the time left at its rate', () => {
    // half of 24 MB sent, 1% a second: 50 s left
    expect(uploadingLabel(tile(24 * MB), 0.5, 0.01)).toBe(
      'Uploading 12.0 MB of 24.0 MB · less than a minute left',
    );
    expect(uploadingLabel(tile(24 * MB), 0.25, 0.005)).toBe(
      'Uploading 6.0 MB of 24.0 MB · about 3 minutes left',
    );
    // no rate yet: no time is made up
    expect(uploadingLabel(tile(24 * MB), 0.25)).toBe('Uploading 6.0 MB of 24.0 MB');
    // nothing reported in this tab yet: what the store held, or nothing
    expect(uploadingLabel(tile(24 * MB, 9 * MB), 0)).toBe('Uploading 9.0 MB of 24.0 MB');
    expect(uploadingLabel(tile(24 * MB), 0)).toBe('Uploading 0 MB of 24.0 MB');
  });

  it('keeps a percentage for a small file', () => {
    expect(uploadingLabel(tile(MB), 0.42, 0.1)).toBe('Uploading 42%');
  });

  it('says what the store already holds while the file waits for the signal', () => {
    expect(waitingLabel(tile(24 * MB, 9 * MB), false)).toBe(
      'Waiting for a connection · 9.0 MB of 24.0 MB safe',
    );
    expect(waitingLabel(tile(24 * MB, 9 * MB), true)).toBe('Waiting for signal · 9.0 MB of 24.0 MB safe');
    expect(waitingLabel(tile(24 * MB), false)).toBe('Waiting for a connection');
    expect(waitingLabel(tile(24 * MB), true)).toBe('Waiting to upload');
  });

  it('gives no time left for a finished file or a standing one', () => {
    expect(timeLeft(1, 0.1)).toBeNull();
    expect(timeLeft(0.5, 0)).toBeNull();
    expect(timeLeft(0, 1 / 7200)).toBe('about 2 hours left');
  });
});
