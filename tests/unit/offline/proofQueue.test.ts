// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import { FormPostError } from '../../../src/offline/formPost';
import { createMemoryLocks, type LockProvider } from '../../../src/offline/locks';
import { createProofQueue, PROOF_UPLOAD_LOCK_NAME, type ProofQueue } from '../../../src/offline/proofQueue';
import {
  addPickedProofs,
  discardProof,
  proofBytes,
  retryProof,
  unsentProofCount,
} from '../../../src/offline/proofRecords';
import { fakeProofBackend as fakeBackend, type Step } from './fakeProofBackend';
import { fakeClock, newTestDb, settle } from './harness';
import { addWaitingProofs } from './proofFixtures';

/**
 * The proof upload queue on fake-indexeddb (decision 0014): states, crash recovery after each step,
 * a fresh policy for every attempt, the 403 pause, refusals to attention, and the bytes kept on the
 * device until `complete` succeeded.
 */

let db: OfflineDb;
const queues: ProofQueue[] = [];
afterEach(() => {
  for (const queue of queues.splice(0)) queue.stop();
});

function queueFor(
  backend: ReturnType<typeof fakeBackend>,
  clock: ReturnType<typeof fakeClock>,
  lock?: LockProvider,
) {
  const queue = createProofQueue({
    db,
    transport: backend.transport,
    postForm: backend.postForm,
    now: clock.now,
    random: () => 0.5,
    ...(lock ? { lock } : { lock: createMemoryLocks() }),
  });
  queues.push(queue);
  return queue;
}

const pick = (ids: string[], clock: ReturnType<typeof fakeClock>) => addWaitingProofs(db, ids, clock.now());

const stageOf = async (id: string) => (await db.proofs.get(id))?.stage;

describe('the proof upload queue', () => {
  it('uploads every picked file in pick order, and drops the bytes only once complete succeeded', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    await pick(['a', 'b', 'c'], clock);
    expect(await unsentProofCount(db, 7)).toBe(3);
    await queueFor(backend, clock).drain();
    expect(backend.posted.map((post) => post.id)).toEqual(['a', 'b', 'c']);
    expect(backend.starts.map((start) => start.sequence)).toEqual([0, 1, 2]);
    for (const id of ['a', 'b', 'c']) {
      const proof = await db.proofs.get(id);
      expect(proof?.stage).toBe('completed');
      expect(await proofBytes(db, id)).toBeUndefined();
      expect(proof?.attachment?.id).toBe(id);
    }
    expect(await unsentProofCount(db, 7)).toBe(0);
  });

  it('does not upload a file still being prepared', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    await addPickedProofs(
      db,
      [
        {
          id: 'p',
          auditStoreId: 7,
          sectionId: 3,
          fileName: 'p.jpg',
          fileType: 'image/jpeg',
          blob: new Blob(['x']),
          capturedAt: null,
          pickedAt: 'now',
          sequence: 0,
        },
      ],
      clock.now(),
    );
    await queueFor(backend, clock).drain();
    expect(backend.starts).toEqual([]);
    expect(await stageOf('p')).toBe('preparing');
  });

  it('asks for a fresh policy on every attempt, after a network failure at each step', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    backend.plans.start.push('network');
    backend.plans.store.push('network');
    await pick(['a'], clock);
    const queue = queueFor(backend, clock);
    await queue.drain();
    expect(await stageOf('a')).toBe('queued');
    clock.advance(1_000);
    await queue.drain();
    expect(await stageOf('a')).toBe('queued');
    expect(await proofBytes(db, 'a')).toBeDefined();
    clock.advance(2_000);
    await queue.drain();
    expect(await stageOf('a')).toBe('completed');
    expect(backend.starts).toHaveLength(3);
    // the store saw only the last attempt, with the policy of that attempt's own start
    expect(backend.posted.map((post) => post.policy)).toEqual(['policy-3']);
  });

  it('keeps the bytes when complete fails, and then only completes', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    backend.plans.complete.push(503);
    await pick(['a'], clock);
    const queue = queueFor(backend, clock);
    await queue.drain();
    const waiting = await db.proofs.get('a');
    expect(waiting).toMatchObject({ stage: 'queued', fileStored: true });
    expect(await proofBytes(db, 'a')).toBeDefined();
    clock.advance(1_000);
    await queue.drain();
    expect(await stageOf('a')).toBe('completed');
    expect(backend.posted).toHaveLength(1);
  });

  it.each([
    ['after its upload start', { start: 'hang' as Step }, 1],
    ['while the store receives it', { store: 'hang' as Step }, 1],
    ['after the store holds it, before complete', { complete: 'hang' as Step }, 0],
  ])('resumes a file whose context died %s', async (_when, hangAt, postsAfterRecovery) => {
    db = newTestDb();
    const clock = fakeClock();
    const dying = fakeBackend();
    for (const [step, plan] of Object.entries(hangAt)) dying.plans[step as 'start'].push(plan);
    await pick(['a'], clock);
    void queueFor(dying, clock, createMemoryLocks()).drain();
    await settle();
    expect(await stageOf('a')).toBe('uploading');

    // The reloaded page: a lock across contexts, so an `uploading` file is a dead context's.
    const backend = fakeBackend();
    for (const id of dying.stored) backend.stored.add(id);
    const memory = createMemoryLocks();
    await queueFor(backend, clock, { acrossContexts: true, request: memory.request.bind(memory) }).drain();
    expect(await stageOf('a')).toBe('completed');
    expect(backend.posted).toHaveLength(postsAfterRecovery);
  });

  it('pauses on 403 until resumed, without counting an attempt', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    backend.plans.start.push(403);
    await pick(['a', 'b'], clock);
    let told = 0;
    const queue = createProofQueue({
      db,
      transport: backend.transport,
      postForm: backend.postForm,
      now: clock.now,
      lock: createMemoryLocks(),
      onAuthRequired: () => {
        told += 1;
      },
    });
    await pick(['c'], clock);
    await queue.drain();
    expect(queue.isPaused()).toBe(true);
    expect(told).toBe(1);
    // 'b' was already on its way beside 'a' (two uploads at once) and finished; 'c' never started
    expect(backend.starts.map((start) => start.id)).toEqual(['a', 'b']);
    expect(await stageOf('b')).toBe('completed');
    expect(await db.proofs.get('a')).toMatchObject({ stage: 'queued', attempts: 0 });
    expect(await stageOf('c')).toBe('queued');
    await queue.resume();
    expect([await stageOf('a'), await stageOf('c')]).toEqual(['completed', 'completed']);
  });

  it('moves a refused file to attention with the server reason; Retry sends it, Discard removes it', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    backend.plans.start.push(400, 400);
    await pick(['a', 'b'], clock);
    const queue = queueFor(backend, clock);
    await queue.drain();
    expect(await db.proofs.get('a')).toMatchObject({
      stage: 'attention',
      lastError: { status: 400, message: 'refused with 400' },
    });
    expect(await unsentProofCount(db, 7)).toBe(2);
    await retryProof(db, 'a', clock.now());
    await queue.drain();
    expect(await stageOf('a')).toBe('completed');
    expect(await discardProof(db, 'b')).toBe(true);
    expect(await db.proofs.get('b')).toBeUndefined();
    expect(await unsentProofCount(db, 7)).toBe(0);
  });

  it('a store refusal of its policy starts again with a fresh one', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    backend.plans.store.push(403);
    await pick(['a'], clock);
    const queue = queueFor(backend, clock);
    await queue.drain();
    expect(queue.isPaused()).toBe(false);
    expect(await stageOf('a')).toBe('queued');
    clock.advance(1_000);
    await queue.drain();
    expect(await stageOf('a')).toBe('completed');
    expect(backend.posted.map((post) => post.policy)).toEqual(['policy-1', 'policy-2']);
  });

  it('uploads each file once when a page and the service worker drain together', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    await pick(['a', 'b', 'c', 'd'], clock);
    const lock = createMemoryLocks();
    const page = queueFor(backend, clock, lock);
    const worker = queueFor(backend, clock, lock);
    await Promise.all([page.drain(), worker.drain(), page.drain()]);
    await Promise.all([page.idle(), worker.idle()]);
    expect(backend.posted.map((post) => post.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a page that found the service worker uploading takes the file over when its try fails', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    await pick(['a'], clock);
    const lock = createMemoryLocks();
    // the service worker's sync event: its post is cut off by a lost signal, after the page looked
    let cutOff: () => void = () => undefined;
    const worker = createProofQueue({
      db,
      transport: backend.transport,
      postForm: () =>
        new Promise((_resolve, reject) => {
          cutOff = () => reject(new FormPostError('network'));
        }),
      now: clock.now,
      random: () => 0.5,
      lock,
    });
    const workerDrain = worker.retryNow();
    await settle();
    expect(await stageOf('a')).toBe('uploading');
    const page = queueFor(backend, clock, lock);
    page.start();
    await settle();
    cutOff();
    await workerDrain;
    // the worker's event ends with the file waiting out its first backoff, on nobody's timer but the page's
    expect(await db.proofs.get('a')).toMatchObject({ stage: 'queued', attempts: 1 });
    clock.advance(1_000);
    await vi.waitFor(async () => expect(await stageOf('a')).toBe('completed'), { timeout: 3_000 });
    expect(backend.posted.map((post) => post.id)).toEqual(['a']);
  });

  it('two pages that waited for the lock take it once each, not back and forth', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    const memory = createMemoryLocks();
    let requests = 0;
    const counted: LockProvider = {
      request: (name, options, callback) => {
        requests += 1;
        return memory.request(name, options, callback);
      },
    };
    // another context (the service worker) holds the uploads while both pages start
    let release: () => void = () => undefined;
    const held = memory.request(
      PROOF_UPLOAD_LOCK_NAME,
      {},
      () => new Promise<void>((done) => (release = done)),
    );
    queueFor(backend, clock, counted).start();
    queueFor(backend, clock, counted).start();
    await settle();
    release();
    await held;
    await settle(200);
    // each page: its first look and its wait, in which it drains
    expect(requests).toBe(4);
  });
});

describe('the proof queue offline', () => {
  it('tries nothing while the device is surely offline, so no file waits out a backoff after reconnect', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const backend = fakeBackend();
    await pick(['a'], clock);
    let online = false;
    const queue = createProofQueue({
      db,
      transport: backend.transport,
      postForm: backend.postForm,
      now: clock.now,
      lock: createMemoryLocks(),
      online: () => online,
    });
    queues.push(queue);
    await queue.drain();
    expect(backend.starts).toEqual([]);
    expect(await db.proofs.get('a')).toMatchObject({ stage: 'queued', attempts: 0 });
    online = true;
    await queue.retryNow();
    expect((await db.proofs.get('a'))?.stage).toBe('completed');
  });
});
