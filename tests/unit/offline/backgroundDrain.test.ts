// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_BATCH_PATH, type ReportBatchBody } from '../../../src/contract/reportCalls';
import { drainInBackground } from '../../../src/offline/backgroundDrain';
import type { OfflineDb } from '../../../src/offline/db';
import { addIdProofUploads } from '../../../src/offline/idProofUploads';
import { enqueue } from '../../../src/offline/outbox';
import type { SendableRequest } from '../../../src/offline/outboxBatch';
import type { SendResponse } from '../../../src/offline/syncEngine';
import { fakeProofBackend } from './fakeProofBackend';
import { answerInput, fakeClock, newTestDb } from './harness';
import { addWaitingProofs } from './proofFixtures';

/**
 * The service worker's drain on a Background Sync event: the connection is back, so what waited
 * for it goes now, together.
 */

let db: OfflineDb;
afterEach(() => db?.close());

function recordingServer() {
  const requests: SendableRequest[] = [];
  const send = async (request: SendableRequest): Promise<SendResponse> => {
    requests.push(request);
    const { calls } = request.body as ReportBatchBody;
    return { status: 200, body: { results: calls.map(() => ({ status: 200, body: {} })) } };
  };
  return { send, requests };
}

describe('drainInBackground', () => {
  it('sends calls whose backoffs end at different times in one batch', async () => {
    db = newTestDb();
    const clock = fakeClock();
    // Three answers tried while offline: the earliest was tried most, so its backoff ends last.
    const queueAnswer = (question: number) => enqueue(db, answerInput(7, question, 'x'), clock.now());
    const earliest = await queueAnswer(22);
    const later = [await queueAnswer(23), await queueAnswer(24)];
    await db.outbox.update(earliest, { attempts: 3, nextAttemptAt: clock.now() + 4_000 });
    for (const seq of later) await db.outbox.update(seq, { attempts: 1, nextAttemptAt: clock.now() - 10 });
    const server = recordingServer();

    await drainInBackground(db, {
      drainLockHeld: async () => false,
      appOnScreen: async () => false,
      now: clock.now,
      sleep: async (ms) => clock.advance(ms),
      send: server.send,
    });

    expect(server.requests.map((request) => request.path)).toEqual([REPORT_BATCH_PATH]);
    const batches = server.requests.map((request) => request.body as ReportBatchBody);
    expect(batches[0]?.calls.map((call) => call.path)).toEqual([
      'auditor/question/22/answer',
      'auditor/question/23/answer',
      'auditor/question/24/answer',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends a file through a store's few seconds without signal in the same event, not five minutes later", async () => {
    db = newTestDb();
    const clock = fakeClock();
    await addWaitingProofs(db, ['video'], clock.now());
    await addIdProofUploads(
      db,
      [{ id: 'passport', file: new Blob(['scan']), fileName: 'passport.pdf', fileType: 'application/pdf' }],
      clock.now() + 1,
    );
    const backend = fakeProofBackend();
    // the signal drops: three tries of the first file find no network (backoffs of about 1, 2, 4 s)
    backend.plans.store.push('network', 'network', 'network');
    const slept: number[] = [];

    await drainInBackground(db, {
      drainLockHeld: async () => false,
      appOnScreen: async () => false,
      now: clock.now,
      sleep: async (ms) => {
        slept.push(ms);
        clock.advance(ms);
      },
      send: recordingServer().send,
      proofTransport: backend.transport,
      postForm: backend.postForm,
    });

    expect([...backend.completed].sort()).toEqual(['passport', 'video']);
    expect(slept.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...slept)).toBeLessThanOrEqual(10_000);
    expect(await db.proofs.get('video')).toMatchObject({ stage: 'completed' });
    expect(await db.idProofs.count()).toBe(0);
  });

  it('leaves a file whose signal stays away to the next sync event, and says so', async () => {
    db = newTestDb();
    const clock = fakeClock();
    await addWaitingProofs(db, ['video'], clock.now());
    const backend = fakeProofBackend();
    backend.plans.store.push(...Array.from({ length: 20 }, () => 'network' as const));

    const drained = drainInBackground(db, {
      drainLockHeld: async () => false,
      appOnScreen: async () => false,
      now: clock.now,
      sleep: async (ms) => clock.advance(ms),
      send: recordingServer().send,
      proofTransport: backend.transport,
      postForm: backend.postForm,
    });

    await expect(drained).rejects.toThrow('1 proof files are waiting for the network');
    expect(await db.proofs.get('video')).toMatchObject({ stage: 'queued' });
    expect(backend.completed.size).toBe(0);
  });
});
