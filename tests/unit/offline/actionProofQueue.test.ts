// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  actionProofsOf,
  addActionProofs,
  discardActionProof,
  prepareActionProofs,
} from '../../../src/offline/actionProofUploads';
import type { OfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { createProofQueue } from '../../../src/offline/proofQueue';
import { proofBytes, unsentProofCount, waitingProofCount } from '../../../src/offline/proofRecords';
import { fakeProofBackend } from './fakeProofBackend';
import { fakeClock, newTestDb } from './harness';

/**
 * Photos of a store's fix in the proof queue (decision 0086): kept as picked before anything else,
 * sent only once compressed and hashed, by the brand's start and complete, and gone from the
 * device with their bytes once the server holds them.
 */

const picked = (id: string, itemId = 7) => ({
  id,
  planId: 3,
  itemId,
  file: new Blob([`a large photo of ${id}`.repeat(10)], { type: 'image/jpeg' }),
  fileName: `${id}.jpg`,
  fileType: 'image/jpeg',
});

/** Stands for the worker's compression: a smaller copy, so the test can tell which bytes went. */
const tools = {
  compress: async (blob: Blob) => blob.slice(0, 20, 'image/jpeg'),
  hash: async (blob: Blob) => `${blob.size}`.padStart(64, '0'),
  takenAt: async () => '2026-12-07T08:00:00.000Z',
};

function queueOf(db: OfflineDb, backend: ReturnType<typeof fakeProofBackend>, now: () => number) {
  return createProofQueue({
    db,
    transport: backend.transport,
    postForm: backend.postForm,
    now,
    random: () => 0.5,
    lock: createMemoryLocks(),
  });
}

describe('photos of a fix in the proof queue', () => {
  it('keeps a pick before it is prepared, sends the prepared copy by the brand’s calls, and forgets it once complete', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const backend = fakeProofBackend();
    await addActionProofs(db, [picked('shelf')], clock.now());
    expect(await unsentProofCount(db)).toBe(1);
    // not prepared: the queue leaves it
    await queueOf(db, backend, clock.now).drain();
    expect(backend.actionStarts).toEqual([]);

    await prepareActionProofs(db, tools, clock.now);
    const [ready] = await actionProofsOf(db, 3);
    expect(ready).toMatchObject({ stage: 'queued', size: 20, capturedAt: '2026-12-07T08:00:00.000Z' });
    expect(ready?.originalSize).toBeGreaterThan(20);
    expect(await waitingProofCount(db)).toBe(1);
    await queueOf(db, backend, clock.now).drain();
    expect(backend.actionStarts).toEqual([
      {
        itemId: 7,
        body: expect.objectContaining({ id: 'shelf', file_size: 20, sha256: '0'.repeat(62) + '20' }),
      },
    ]);
    expect(backend.posted).toEqual([expect.objectContaining({ id: 'shelf', bytes: 20 })]);
    expect(backend.actionCompleted.has('shelf')).toBe(true);
    expect(backend.completed.size).toBe(0);
    expect(await actionProofsOf(db, 3)).toEqual([]);
    expect(await proofBytes(db, 'shelf')).toBeUndefined();
    expect(await unsentProofCount(db)).toBe(0);
  });

  it('keeps a photo cut off on the way for the next queue, and one refused for the store manager', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const backend = fakeProofBackend();
    backend.plans.store.push('network');
    backend.plans.start.push('ok', 400);
    await addActionProofs(db, [picked('till'), picked('door', 8)], clock.now());
    await prepareActionProofs(db, tools, clock.now);
    await queueOf(db, backend, clock.now).drain();
    expect((await actionProofsOf(db, 3)).map((proof) => [proof.id, proof.stage])).toEqual([
      ['till', 'queued'],
      ['door', 'attention'],
    ]);
    expect(await proofBytes(db, 'till')).toBeDefined();

    clock.advance(60_000);
    await queueOf(db, backend, clock.now).drain();
    expect(backend.actionCompleted.has('till')).toBe(true);
    expect(await discardActionProof(db, 'door')).toBe(true);
    expect(await actionProofsOf(db, 3)).toEqual([]);
    expect(await unsentProofCount(db)).toBe(0);
  });
});
