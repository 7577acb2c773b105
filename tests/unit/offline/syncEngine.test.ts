// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { enqueue, pendingCount, type StoredOutboxEntry } from '../../../src/offline/outbox';
import { broadcastOutboxBell } from '../../../src/offline/outboxBell';
import { createSyncEngine, type SyncEngine } from '../../../src/offline/syncEngine';
import { answerInput, answerRequest, fakeClock, fakeServer, naturalKey, newTestDb, settle } from './harness';
import { summaryRequest } from './requests';

let db: OfflineDb;
const engines: SyncEngine[] = [];

afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  vi.useRealTimers();
  db?.close();
});

/** An engine whose jitter is neutral, so backoff delays are exactly 1 s, 2 s, 4 s ... */
function engineFor(send: ReturnType<typeof fakeServer>['send'], now: () => number, extra = {}) {
  const engine = createSyncEngine({ db, send, now, random: () => 0.5, lock: createMemoryLocks(), ...extra });
  engines.push(engine);
  return engine;
}

async function entries(): Promise<StoredOutboxEntry[]> {
  return (await db.outbox.orderBy('seq').toArray()) as StoredOutboxEntry[];
}

describe('draining', () => {
  it('sends a call queued with a typing pause when the pause ends, by timer, and only its last value', async () => {
    db = newTestDb();
    const server = fakeServer();
    const engine = engineFor(server.send, Date.now);
    engine.start(); // as the page's engine is: after each drain it arms the timer for what is due next
    const pause = 60;
    for (const text of ['a', 'ab', 'abc']) {
      const notBefore = Date.now() + pause;
      await enqueue(db, { ...answerInput(7, 1, text), notBefore }, Date.now());
      engine.drainAt(notBefore);
    }
    await new Promise((resolve) => setTimeout(resolve, pause / 2));
    expect(server.calls).toHaveLength(0);
    await vi.waitFor(async () => expect(await pendingCount(db)).toBe(0));
    expect(server.calls.map((call) => call.body)).toEqual([answerRequest(7, 1, 'abc').body]);
  });

  it('a started engine drains when a commit elsewhere rings the outbox bell, unless surely offline or stopped', async () => {
    db = newTestDb();
    const server = fakeServer();
    const channel = `bell-${Math.random()}`;
    const engine = engineFor(server.send, Date.now, { bell: broadcastOutboxBell(channel) });
    // Another context (the report's writer worker) commits an answer, then rings when it is due.
    const elsewhere = broadcastOutboxBell(channel);
    const commitElsewhere = async (questionId: number) => {
      await enqueue(db, answerInput(7, questionId, 'Yes'), Date.now());
      elsewhere.ring(Date.now());
    };
    const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    engine.start();
    await engine.idle();

    vi.stubGlobal('navigator', { onLine: false });
    await commitElsewhere(1);
    await quietFor(100);
    expect(server.calls).toHaveLength(0);
    vi.unstubAllGlobals();

    await commitElsewhere(2);
    await vi.waitFor(() =>
      expect(server.sentPaths()).toEqual(['auditor/question/1/answer', 'auditor/question/2/answer']),
    );

    engine.stop();
    await commitElsewhere(3);
    await quietFor(100);
    expect(server.calls).toHaveLength(2);
    expect(await pendingCount(db)).toBe(1);
  });

  it('sends entries of different keys in queue order and deletes each on 2xx', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    for (const q of [3, 1, 2]) await enqueue(db, answerInput(7, q, `v${q}`), clock.now());
    await enqueue(
      db,
      { key: 'reportSummary:7', auditStoreId: 7, request: summaryRequest(7, 'fine') },
      clock.now(),
    );
    await engineFor(server.send, clock.now).drain();
    expect(server.sentPaths()).toEqual([
      'auditor/question/3/answer',
      'auditor/question/1/answer',
      'auditor/question/2/answer',
      'auditor/audit_store/7/report_summary',
    ]);
    expect(await pendingCount(db)).toBe(0);
  });

  it('backs off 1 s, 2 s, 4 s ... up to 5 minutes after network errors and 5xx', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const engine = engineFor(server.send, clock.now);
    await enqueue(db, answerInput(7, 1, 'a'), clock.now());
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      server.plan(attempt % 2 ? 'network' : { status: 503 });
      await engine.drain();
      const [entry] = await entries();
      expect(entry).toMatchObject({ state: 'pending', attempts: attempt });
      delays.push((entry?.nextAttemptAt ?? 0) - clock.now());
      // Not due yet: nothing is sent.
      clock.advance((entry?.nextAttemptAt ?? 0) - clock.now() - 1);
      await engine.drain();
      expect(server.calls).toHaveLength(attempt);
      clock.advance(1);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300].map((s) => s * 1000));
    expect((await entries())[0]?.lastError).toEqual({ message: 'Failed to fetch' });
    await engine.drain();
    expect(await pendingCount(db)).toBe(0);
  });

  it('lets other keys go on during a backoff, but never a later value of the same key', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const engine = engineFor(server.send, clock.now);
    await enqueue(db, answerInput(7, 1, 'first'), clock.now());
    server.hold();
    const drained = engine.drain();
    while (server.calls.length === 0) await settle(1);
    await enqueue(db, answerInput(7, 1, 'second'), clock.now());
    await enqueue(db, answerInput(7, 2, 'other'), clock.now());
    server.plan({ status: 502 });
    server.release();
    await drained;

    expect(server.calls).toEqual([answerRequest(7, 1, 'first'), answerRequest(7, 2, 'other')]);
    expect((await entries()).map((e) => e.request)).toEqual([
      answerRequest(7, 1, 'first'),
      answerRequest(7, 1, 'second'),
    ]);

    clock.advance(1000);
    await engine.drain();
    expect(server.calls.slice(2)).toEqual([answerRequest(7, 1, 'first'), answerRequest(7, 1, 'second')]);
    expect(server.state.get(naturalKey(answerRequest(7, 1, '')))).toEqual(answerRequest(7, 1, 'second').body);
  });

  it('pauses on 403, keeps every entry untouched, and goes on after resume()', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const onAuthRequired = vi.fn();
    const engine = engineFor(server.send, clock.now, { onAuthRequired });
    for (const q of [1, 2, 3]) await enqueue(db, answerInput(7, q, `v${q}`), clock.now());
    server.plan({ status: 403, body: { detail: 'Authentication credentials were not provided.' } });
    await engine.drain();

    expect(server.calls).toHaveLength(1);
    expect(engine.isPaused()).toBe(true);
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect((await entries()).map((e) => [e.state, e.attempts, e.nextAttemptAt])).toEqual([
      ['pending', 0, clock.now()],
      ['pending', 0, clock.now()],
      ['pending', 0, clock.now()],
    ]);
    await engine.drain();
    expect(server.calls).toHaveLength(1);

    await engine.resume();
    expect(engine.isPaused()).toBe(false);
    expect(server.sentPaths()).toEqual([1, 1, 2, 3].map((q) => `auditor/question/${q}/answer`));
    expect(await pendingCount(db)).toBe(0);
  });

  it('moves a refused entry to attention with the server message and sends the others', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const engine = engineFor(server.send, clock.now);
    server.plan(
      { status: 400, body: { non_field_errors: ['Report is already submitted.', 'second'] } },
      { status: 404, body: 'Not found' },
    );
    for (const q of [1, 2, 3]) await enqueue(db, answerInput(7, q, `v${q}`), clock.now());
    await engine.drain();

    expect(server.calls).toHaveLength(3);
    expect((await entries()).map((e) => [e.key, e.state, e.lastError])).toEqual([
      ['answer:7:1', 'attention', { status: 400, message: 'Report is already submitted.' }],
      ['answer:7:2', 'attention', { status: 404, message: 'Request refused' }],
    ]);
  });

  it('replays a request whose response was lost; the server ends with the last local value', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const engine = engineFor(server.send, clock.now);
    const save = async (text: string) => {
      await db.answers.put({
        auditStoreId: 7,
        questionId: 1,
        answerText: [text],
        notApplicable: false,
        comment: '',
        updatedAt: clock.now(),
      });
      await enqueue(db, answerInput(7, 1, text), clock.now());
    };

    await save('yes');
    server.plan('lost');
    await engine.drain();
    expect(server.state.get('auditor/question/1/answer#7')).toEqual(answerRequest(7, 1, 'yes').body);
    expect(await pendingCount(db)).toBe(1);

    clock.advance(1000);
    await engine.drain();
    await save('no');
    server.plan('lost', 'ok');
    await engine.drain();
    clock.advance(1000);
    await engine.drain();

    expect(server.calls.map((c) => (c.body as { answer_text: string[] }).answer_text[0])).toEqual([
      'yes',
      'yes',
      'no',
      'no',
    ]);
    const local = await db.answers.get([7, 1]);
    expect(server.state.get('auditor/question/1/answer#7')).toEqual(
      answerRequest(7, 1, local!.answerText[0]!).body,
    );
    expect(server.state.size).toBe(1);
    expect(await pendingCount(db)).toBe(0);
  });
});
