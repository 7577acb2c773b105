// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  REPORT_BATCH_MAX_BYTES,
  REPORT_BATCH_PATH,
  type ReportBatchBody,
} from '../../../src/contract/reportCalls';
import type { OfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { enqueue, type StoredOutboxEntry } from '../../../src/offline/outbox';
import type { SendableRequest } from '../../../src/offline/outboxBatch';
import { queuePaymentConcern } from '../../../src/offline/paymentActions';
import { createSyncEngine, type SendResponse } from '../../../src/offline/syncEngine';
import { answerInput, fakeClock, newTestDb } from './harness';
import { sectionCommentRequest, summaryRequest } from './requests';

/**
 * The engine sending answer and typed-text calls in batches: each entry keeps its own outcome,
 * the order rules hold, and a server without the batch call still gets everything one by one.
 */

let db: OfflineDb;
afterEach(() => db?.close());

type EntryAnswer = (path: string, body: unknown) => SendResponse;
const ok: EntryAnswer = () => ({ status: 200, body: { detail: 'Data Saved' } });

/** A server that answers batches entry by entry, or the whole batch with `whole` when set. */
function batchServer(entryAnswer: EntryAnswer = ok) {
  const requests: SendableRequest[] = [];
  const applied = new Map<string, unknown>();
  const state = {
    whole: undefined as SendResponse | 'network' | undefined,
    hasBatchCall: true,
    /** the batch call answers 413, as a server with a smaller body limit would */
    tooLarge: false,
    onSend: undefined as (() => Promise<void>) | undefined,
  };
  const one = (path: string, body: unknown): SendResponse => {
    const answer = entryAnswer(path, body);
    if (answer.status === 200) applied.set(path, body);
    return answer;
  };
  const send = async (request: SendableRequest): Promise<SendResponse> => {
    requests.push(request);
    await state.onSend?.();
    if (state.whole === 'network') throw new TypeError('Failed to fetch');
    if (state.whole) return state.whole;
    if (request.path !== REPORT_BATCH_PATH) return one(request.path, request.body);
    if (!state.hasBatchCall) return { status: 404, body: { non_field_errors: ['Not found.'] } };
    if (state.tooLarge) return { status: 413, body: { non_field_errors: ['Request body is too large'] } };
    const { calls } = request.body as ReportBatchBody;
    return { status: 200, body: { results: calls.map((call) => one(call.path, call.body)) } };
  };
  const batches = () =>
    requests.filter((r) => r.path === REPORT_BATCH_PATH).map((r) => r.body as ReportBatchBody);
  return { send, requests, applied, state, batches };
}

function engineWith(server: ReturnType<typeof batchServer>, now: () => number, onAuthRequired = () => {}) {
  return createSyncEngine({
    db,
    send: server.send,
    now,
    random: () => 0.5,
    lock: createMemoryLocks(),
    batchSize: 100,
    onAuthRequired,
  });
}

async function queueAnswers(auditStoreId: number, count: number, at: number, text = 'v') {
  for (let q = 1; q <= count; q++) await enqueue(db, answerInput(auditStoreId, q, `${text}${q}`), at);
}

const entries = async () => (await db.outbox.orderBy('seq').toArray()) as StoredOutboxEntry[];

describe('sending in batches', () => {
  it('250 queued answers of a report go in three requests of at most 100, in queue order', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    await queueAnswers(7, 250, clock.now());
    await engineWith(server, clock.now).drain();
    expect(server.requests).toHaveLength(3);
    expect(server.batches().map((b) => b.calls.length)).toEqual([100, 100, 50]);
    expect(server.batches()[0]?.calls[0]?.path).toBe('auditor/question/1/answer');
    expect(server.applied.size).toBe(250);
    expect(await entries()).toEqual([]);
  });

  it('a batch carries one report; calls that are not batchable go on their own', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    await enqueue(db, answerInput(7, 1, 'a'), clock.now());
    await enqueue(db, answerInput(8, 1, 'b'), clock.now());
    await enqueue(db, answerInput(7, 2, 'c'), clock.now());
    await queuePaymentConcern(db, { paymentId: 3, message: 'Late', clientKey: 'k1' }, clock.now());
    await engineWith(server, clock.now).drain();
    expect(server.requests.map((r) => r.path)).toEqual([
      REPORT_BATCH_PATH,
      REPORT_BATCH_PATH,
      'auditor/payment/3/payment_concern',
    ]);
    expect(server.batches().map((b) => b.calls.map((c) => c.path))).toEqual([
      ['auditor/question/1/answer', 'auditor/question/2/answer'],
      ['auditor/question/1/answer'],
    ]);
    expect(await entries()).toEqual([]);
  });

  it('a refused entry alone goes to "need attention" with its reason; the rest are delivered', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer((path) =>
      path === 'auditor/question/2/answer'
        ? { status: 400, body: { non_field_errors: ['This report can no longer be changed.'] } }
        : { status: 200, body: {} },
    );
    await queueAnswers(7, 3, clock.now());
    await engineWith(server, clock.now).drain();
    const left = await entries();
    expect(left.map((e) => [e.key, e.state, e.lastError?.message])).toEqual([
      ['answer:7:2', 'attention', 'This report can no longer be changed.'],
    ]);
    expect([...server.applied.keys()]).toEqual(['auditor/question/1/answer', 'auditor/question/3/answer']);
  });

  it('no answer, or a 5xx for the whole batch, puts every entry in backoff and keeps it', async () => {
    for (const whole of ['network', { status: 503, body: {} }] as const) {
      db = newTestDb();
      const clock = fakeClock();
      const server = batchServer();
      server.state.whole = whole;
      await queueAnswers(7, 3, clock.now());
      const engine = engineWith(server, clock.now);
      await engine.drain();
      expect((await entries()).map((e) => [e.state, e.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
        ['pending', 1],
      ]);
      // after the backoff the same entries go again, once each
      server.state.whole = undefined;
      clock.advance(60_000);
      await engine.drain();
      expect(await entries()).toEqual([]);
      expect(server.applied.size).toBe(3);
      db.close();
    }
  });

  it('entries that failed in one batch are due again together, and go again in one request', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    server.state.whole = { status: 503, body: {} };
    await queueAnswers(7, 3, clock.now());
    // the jitter drawn for each entry would differ; the batch draws one for all
    let draw = 0;
    const engine = createSyncEngine({
      db,
      send: server.send,
      now: clock.now,
      random: () => [0.1, 0.5, 0.9][draw++ % 3] ?? 0,
      lock: createMemoryLocks(),
      batchSize: 100,
    });
    await engine.drain();
    expect(new Set((await entries()).map((e) => e.nextAttemptAt)).size).toBe(1);
    server.state.whole = undefined;
    clock.advance(60_000);
    await engine.drain();
    expect(await entries()).toEqual([]);
    expect(server.batches()).toHaveLength(2);
  });

  it('a 403 pauses the engine with every entry kept as it was', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    server.state.whole = { status: 403, body: { detail: 'Authentication credentials were not provided.' } };
    await queueAnswers(7, 2, clock.now());
    let asked = 0;
    const engine = engineWith(server, clock.now, () => asked++);
    await engine.drain();
    expect(engine.isPaused()).toBe(true);
    expect(asked).toBe(1);
    expect((await entries()).map((e) => [e.state, e.attempts, e.lastError])).toEqual([
      ['pending', 0, undefined],
      ['pending', 0, undefined],
    ]);
  });

  it('a server without the batch call (an older version during a rollout) gets each call on its own', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    server.state.hasBatchCall = false;
    await queueAnswers(7, 3, clock.now());
    const engine = engineWith(server, clock.now);
    await engine.drain();
    expect(server.requests.map((r) => r.path)).toEqual([
      REPORT_BATCH_PATH,
      'auditor/question/1/answer',
      'auditor/question/2/answer',
      'auditor/question/3/answer',
    ]);
    expect(await entries()).toEqual([]);
    // and it does not ask again
    await enqueue(db, answerInput(7, 4, 'later'), clock.now());
    await engine.drain();
    expect(server.requests.at(-1)?.path).toBe('auditor/question/4/answer');
  });

  it('a value typed while its batch is in flight is sent after it, so the server ends with the latest', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    await enqueue(db, answerInput(7, 1, 'first'), clock.now());
    await enqueue(
      db,
      { key: 'reportSummary:7', auditStoreId: 7, request: summaryRequest(7, 'old') },
      clock.now(),
    );
    let typed = false;
    server.state.onSend = async () => {
      if (typed) return;
      typed = true;
      await enqueue(db, answerInput(7, 1, 'second'), clock.now());
    };
    await engineWith(server, clock.now).drain();
    expect(
      server
        .batches()
        .map((b) => b.calls.map((c) => (c.body as { answer_text?: string[] }).answer_text?.[0] ?? 'summary')),
    ).toEqual([['first', 'summary'], ['second']]);
    expect(server.applied.get('auditor/question/1/answer')).toMatchObject({ answer_text: ['second'] });
    expect(await entries()).toEqual([]);
  });

  it('long texts are split over batches that stay under the byte bound, none refused for the batch', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    // four comments of 300,000 bytes each in a three-byte script: one per batch
    const long = 'क'.repeat(100_000);
    for (let section = 1; section <= 4; section++)
      await enqueue(
        db,
        {
          key: `sectionComment:7:${section}`,
          auditStoreId: 7,
          request: sectionCommentRequest(7, section, long),
        },
        clock.now(),
      );
    await queueAnswers(7, 3, clock.now());
    await engineWith(server, clock.now).drain();
    const sizes = server.batches().map((b) => new TextEncoder().encode(JSON.stringify(b.calls)).length);
    expect(server.batches().flatMap((b) => b.calls)).toHaveLength(7);
    // a batch over the bound holds one call alone; the others stay within it
    for (const [i, size] of sizes.entries())
      if (size > REPORT_BATCH_MAX_BYTES) expect(server.batches()[i]?.calls).toHaveLength(1);
    expect(await entries()).toEqual([]);
  });

  it('a batch the server finds too large (413) is sent one call at a time, nothing put aside', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = batchServer();
    server.state.tooLarge = true;
    await queueAnswers(7, 2, clock.now());
    await engineWith(server, clock.now).drain();
    expect(server.requests.map((r) => r.path)).toEqual([
      REPORT_BATCH_PATH,
      'auditor/question/1/answer',
      'auditor/question/2/answer',
    ]);
    expect(await entries()).toEqual([]);
  });
});
