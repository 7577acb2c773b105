// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryLocks } from '../../../src/offline/locks';
import { type ConnectionEstimate, createProofQueue } from '../../../src/offline/proofQueue';
import { fakeClock, newTestDb, settle } from './harness';
import { addWaitingProofs } from './proofFixtures';

/**
 * How many files the queue has in flight follows the connection the browser estimates: a third on
 * a fast one, two otherwise (uploadLanes.ts `uploadsInFlight`), each file still claimed once.
 */

/** Five files waiting, and a queue whose upload starts never answer: what is in flight stays so. */
async function startsInFlight(connection: ConnectionEstimate | undefined): Promise<string[]> {
  const db = newTestDb();
  const clock = fakeClock();
  await addWaitingProofs(db, ['a', 'b', 'c', 'd', 'e'], clock.now());
  const started: string[] = [];
  const queue = createProofQueue({
    db,
    transport: {
      start: (_store, _section, body) => {
        started.push(body.id ?? '');
        return new Promise(() => {});
      },
      startIdProof: () => new Promise(() => {}),
      complete: () => new Promise(() => {}),
      startActionProof: () => new Promise(() => {}),
      completeActionProof: () => new Promise(() => {}),
    },
    postForm: () => new Promise(() => {}),
    now: clock.now,
    lock: createMemoryLocks(),
    connection: () => connection,
  });
  void queue.drain();
  await settle();
  const uploading = await db.proofs.where('stage').equals('uploading').primaryKeys();
  expect([...uploading].sort()).toEqual([...started].sort());
  return started;
}

describe('files in flight', () => {
  it('three on a connection the browser rates 4g, the oldest first', async () => {
    expect(await startsInFlight({ effectiveType: '4g' })).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['rated 3g', { effectiveType: '3g' }],
    ['rated 4g while the user saves data', { effectiveType: '4g', saveData: true }],
    ['rated slow-2g', { effectiveType: 'slow-2g' }],
    ['with no estimate (not Chromium)', undefined],
  ])('two on a connection %s', async (_name, connection) => {
    expect(await startsInFlight(connection)).toEqual(['a', 'b']);
  });
});
