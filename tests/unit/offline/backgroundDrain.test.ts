// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_BATCH_PATH, type ReportBatchBody } from '../../../src/contract/reportCalls';
import { drainInBackground } from '../../../src/offline/backgroundDrain';
import type { OfflineDb } from '../../../src/offline/db';
import { enqueue } from '../../../src/offline/outbox';
import type { SendableRequest } from '../../../src/offline/outboxBatch';
import type { SendResponse } from '../../../src/offline/syncEngine';
import { answerInput, fakeClock, newTestDb } from './harness';

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
});
