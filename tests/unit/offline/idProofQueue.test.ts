// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import {
  addIdProofUploads,
  discardIdProof,
  idProofUploads,
  retryIdProof,
} from '../../../src/offline/idProofUploads';
import { createMemoryLocks } from '../../../src/offline/locks';
import { createProofQueue } from '../../../src/offline/proofQueue';
import { proofBytes, unsentProofCount, waitingProofCount } from '../../../src/offline/proofRecords';
import { fakeProofBackend } from './fakeProofBackend';
import { fakeClock, newTestDb } from './harness';
import { addWaitingProofs } from './proofFixtures';

/**
 * ID proofs in the proof queue (decision 0073): kept on the device until `complete`, so a queue
 * made after a reload (a new page, the service worker) sends what the last one could not.
 */

const idProof = (id: string) => ({
  id,
  file: new Blob([`scan of ${id}`], { type: 'application/pdf' }),
  fileName: `${id}.pdf`,
  fileType: 'application/pdf',
});

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

describe('ID proofs in the proof queue', () => {
  it('sends a picked ID proof by its own start call and removes it and its bytes once complete', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const backend = fakeProofBackend();
    await addIdProofUploads(db, [idProof('passport')], clock.now());
    expect(await unsentProofCount(db)).toBe(1);
    expect(await waitingProofCount(db)).toBe(1);
    await queueOf(db, backend, clock.now).drain();
    expect(backend.idStarts.map((start) => start.file_name)).toEqual(['passport.pdf']);
    expect(backend.starts).toEqual([]);
    expect(backend.completed.has('passport')).toBe(true);
    expect(await idProofUploads(db)).toEqual([]);
    expect(await proofBytes(db, 'passport')).toBeUndefined();
    expect(await unsentProofCount(db)).toBe(0);
  });

  it('keeps an ID proof cut off mid-upload, and a queue made after a reload sends it', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const backend = fakeProofBackend();
    backend.plans.store.push('network');
    await addIdProofUploads(db, [idProof('licence')], clock.now());
    await queueOf(db, backend, clock.now).drain();
    const [waiting] = await idProofUploads(db);
    expect(waiting?.stage).toBe('queued');
    expect(waiting?.attempts).toBe(1);
    expect(await proofBytes(db, 'licence')).toBeDefined();

    clock.advance(60_000);
    await queueOf(db, backend, clock.now).drain();
    expect(backend.completed.has('licence')).toBe(true);
    expect(await idProofUploads(db)).toEqual([]);
  });

  it('sends report proofs and ID proofs in the order they were picked', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const backend = fakeProofBackend();
    await addWaitingProofs(db, ['photo'], clock.now());
    clock.advance(1_000);
    await addIdProofUploads(db, [idProof('id-card')], clock.now());
    clock.advance(1_000);
    await addWaitingProofs(db, ['video'], clock.now());
    await queueOf(db, backend, clock.now).drain();
    expect(backend.posted.map((post) => post.id)).toEqual(['photo', 'id-card', 'video']);
  });

  it('keeps a refused ID proof for the auditor: Retry sends it, dismiss removes it', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const backend = fakeProofBackend();
    backend.plans.start.push(400, 400);
    await addIdProofUploads(db, [idProof('first'), idProof('second')], clock.now());
    await queueOf(db, backend, clock.now).drain();
    const refused = await idProofUploads(db);
    expect(refused.map((upload) => [upload.id, upload.stage, upload.lastError?.message])).toEqual([
      ['first', 'attention', 'refused with 400'],
      ['second', 'attention', 'refused with 400'],
    ]);
    expect(await unsentProofCount(db)).toBe(2);
    expect(await waitingProofCount(db)).toBe(0);

    await retryIdProof(db, 'first', clock.now());
    expect(await discardIdProof(db, 'second')).toBe(true);
    await queueOf(db, backend, clock.now).drain();
    expect(backend.completed.has('first')).toBe(true);
    expect(await idProofUploads(db)).toEqual([]);
    expect(await proofBytes(db, 'second')).toBeUndefined();
  });
});
