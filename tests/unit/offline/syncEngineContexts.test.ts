// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { enqueue, pendingCount } from '../../../src/offline/outbox';
import { createSyncEngine, type SyncEngine } from '../../../src/offline/syncEngine';
import { answerInput, answerRequest, fakeClock, fakeServer, newTestDb, settle } from './harness';

let db: OfflineDb;
const engines: SyncEngine[] = [];

afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  db?.close();
});

/** The engine listens for `online` on the global scope: this target stands in for the window. */
function stubWindowEvents(): EventTarget {
  const target = new EventTarget();
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  return target;
}

function track(engine: SyncEngine): SyncEngine {
  engines.push(engine);
  return engine;
}

/** An engine on a fresh database, listening for `online`, on a clock the test moves. */
function onlineEngine() {
  const target = stubWindowEvents();
  db = newTestDb();
  const server = fakeServer();
  const time = { now: 1_000_000 };
  const engine = track(
    createSyncEngine({ db, send: server.send, lock: createMemoryLocks(), now: () => time.now }),
  );
  return { target, server, time, engine };
}

describe('two contexts on one database', () => {
  it('sends each entry exactly once when a page and a worker drain at the same time', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const lock = createMemoryLocks();
    const sentBy: string[] = [];
    const contextSend = (name: string) => async (request: Parameters<typeof server.send>[0]) => {
      sentBy.push(name);
      return server.send(request);
    };
    const page = track(createSyncEngine({ db, send: contextSend('page'), now: clock.now, lock }));
    const worker = track(createSyncEngine({ db, send: contextSend('worker'), now: clock.now, lock }));
    for (let q = 1; q <= 6; q += 1) await enqueue(db, answerInput(7, q, `v${q}`), clock.now());

    await Promise.all([page.drain(), worker.drain(), page.drain(), worker.drain()]);
    await Promise.all([page.idle(), worker.idle()]);

    expect(server.sentPaths()).toEqual([1, 2, 3, 4, 5, 6].map((q) => `auditor/question/${q}/answer`));
    // Only one context held the drain lock.
    expect(new Set(sentBy).size).toBe(1);
    expect(await pendingCount(db)).toBe(0);
  });

  it("with a lock that spans contexts, resends a reloaded page's in-flight entry at once", async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    await db.outbox.add({
      key: 'answer:7:1',
      auditStoreId: 7,
      request: answerRequest(7, 1, 'sent when the page reloaded'),
      state: 'sending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
      sendingSince: clock.now(),
    });
    const memory = createMemoryLocks();
    const spanning = { acrossContexts: true, request: memory.request.bind(memory) };
    const engine = track(createSyncEngine({ db, send: server.send, now: clock.now, lock: spanning }));
    await engine.drain();
    expect(server.calls).toEqual([answerRequest(7, 1, 'sent when the page reloaded')]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an entry another context has in flight, and recovers one a crashed context left behind', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const seq = await db.outbox.add({
      key: 'answer:7:1',
      auditStoreId: 7,
      request: answerRequest(7, 1, 'typed before the crash'),
      state: 'sending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
      sendingSince: clock.now(),
    });
    await enqueue(db, answerInput(7, 1, 'typed after the reload'), clock.now());
    await enqueue(db, answerInput(7, 2, 'other'), clock.now());

    const restarted = track(
      createSyncEngine({
        db,
        send: server.send,
        now: clock.now,
        lock: createMemoryLocks(),
        sendingTimeoutMs: 30_000,
      }),
    );
    await restarted.drain();
    // Still young: it may be in flight elsewhere, and its key's later value must wait behind it.
    expect(server.calls).toEqual([answerRequest(7, 2, 'other')]);

    clock.advance(30_000);
    await restarted.drain();
    expect(server.calls.slice(1)).toEqual([
      answerRequest(7, 1, 'typed before the crash'),
      answerRequest(7, 1, 'typed after the reload'),
    ]);
    expect(await db.outbox.get(seq)).toBeUndefined();
    expect(server.state.get('auditor/question/1/answer#7')).toEqual(
      answerRequest(7, 1, 'typed after the reload').body,
    );
  });
});

describe('triggers', () => {
  // Only the timer functions and Date are faked: fake-indexeddb schedules with setImmediate.
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  it('retries by timer when the backoff ends, without anyone calling drain()', async () => {
    fakeTimers();
    db = newTestDb();
    const server = fakeServer();
    server.plan('network', { status: 500 });
    const engine = track(
      createSyncEngine({ db, send: server.send, random: () => 0.5, lock: createMemoryLocks() }),
    );
    await enqueue(db, answerInput(7, 1, 'a'));
    engine.start();
    await engine.idle();
    expect(server.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(999);
    await engine.idle();
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await engine.idle();
    expect(server.calls).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(2000);
    await engine.idle();
    expect(server.calls).toHaveLength(3);
    expect(await pendingCount(db)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drains on enqueue and on the online event', async () => {
    const target = stubWindowEvents();
    db = newTestDb();
    const server = fakeServer();
    const engine = track(createSyncEngine({ db, send: server.send, lock: createMemoryLocks() }));
    engine.start();
    await engine.idle();

    await engine.enqueue(answerInput(7, 1, 'a'));
    await settle();
    await engine.idle();
    expect(server.calls).toHaveLength(1);

    await enqueue(db, answerInput(7, 2, 'b'));
    expect(server.calls).toHaveLength(1);
    target.dispatchEvent(new Event('online'));
    await settle();
    await engine.idle();
    expect(server.calls).toHaveLength(2);

    engine.stop();
    await enqueue(db, answerInput(7, 3, 'c'));
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(server.calls).toHaveLength(2);
  });

  it('sends at once when the connection comes back, without waiting out the backoff', async () => {
    const { target, server, time, engine } = onlineEngine();
    server.plan('network', 'network', 'network');
    await enqueue(db, answerInput(7, 1, 'a'), time.now);
    for (let i = 0; i < 3; i += 1) {
      await engine.drain();
      const [entry] = await db.outbox.toArray();
      // due again for the next round; after the last failure, just before its backoff ends
      time.now = (entry?.nextAttemptAt ?? time.now) - (i === 2 ? 1 : 0);
    }
    expect(server.calls).toHaveLength(3);
    const [waiting] = await db.outbox.toArray();
    expect(waiting?.nextAttemptAt).toBeGreaterThan(time.now);
    engine.start();
    await engine.idle();
    expect(server.calls).toHaveLength(3); // still in backoff
    target.dispatchEvent(new Event('online'));
    await settle();
    await engine.idle();
    expect(server.calls).toHaveLength(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a request the network dropped as the connection came back goes again at once', async () => {
    const { target, server, time, engine } = onlineEngine();
    // Offline: one answer is tried and waits out a backoff, the other is not due yet.
    server.plan('network');
    await enqueue(db, answerInput(7, 1, 'a'), time.now);
    await engine.drain();
    const [first] = await db.outbox.toArray();
    await enqueue(db, answerInput(7, 2, 'b'), time.now);
    await db.outbox
      .where('seq')
      .above(first?.seq ?? 0)
      .modify({ attempts: 1, nextAttemptAt: time.now + 5_000 });
    engine.start();
    await engine.idle();
    // The first one's backoff ends just as the signal returns: its request leaves while offline...
    time.now = first?.nextAttemptAt ?? time.now;
    server.plan('network');
    server.hold();
    const inFlight = engine.drain();
    await settle();
    expect(server.calls).toHaveLength(2);
    // ...the connection comes back while it is on its way, and the network drops it.
    target.dispatchEvent(new Event('online'));
    await settle();
    server.release();
    await inFlight;
    await settle();
    await engine.idle();
    // Both go now, not the second now and the first after another backoff.
    expect(server.sentPaths().slice(2).sort()).toEqual([
      'auditor/question/1/answer',
      'auditor/question/2/answer',
    ]);
    expect(server.state.size).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a connection coming back does not cut short the backoff of a server error', async () => {
    const { target, server, time, engine } = onlineEngine();
    // one report's answer met a network error, the other's a 503
    server.plan('network', { status: 503 });
    await enqueue(db, answerInput(7, 1, 'a'), time.now);
    await enqueue(db, answerInput(8, 1, 'b'), time.now);
    await engine.drain();
    expect(server.calls).toHaveLength(2);
    time.now += 1;
    engine.start();
    await engine.idle();
    target.dispatchEvent(new Event('online'));
    await settle();
    await engine.idle();
    // only the one that failed for the network goes again; the server's 503 waits out its backoff
    expect(server.calls).toHaveLength(3);
    expect(server.calls[2]?.path).toBe(server.calls[0]?.path);
    const [waiting] = await db.outbox.toArray();
    expect(waiting?.lastError?.status).toBe(503);
    expect(waiting?.nextAttemptAt).toBeGreaterThan(time.now);
  });

  it('looks again later when another context held the drain lock', async () => {
    fakeTimers();
    db = newTestDb();
    const server = fakeServer();
    const lock = createMemoryLocks();
    const engine = track(createSyncEngine({ db, send: server.send, lock, lockBusyRetryMs: 2000 }));
    await enqueue(db, answerInput(7, 1, 'a'));

    let releaseOther: () => void = () => undefined;
    const other = lock.request('outbox-drain', {}, () => new Promise<void>((r) => (releaseOther = r)));
    engine.start();
    await engine.idle();
    expect(server.calls).toHaveLength(0);

    releaseOther();
    await other;
    await vi.advanceTimersByTimeAsync(2000);
    await engine.idle();
    expect(server.calls).toHaveLength(1);
  });
});
