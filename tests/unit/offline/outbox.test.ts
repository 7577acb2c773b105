// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import {
  attentionEntries,
  discard,
  enqueue,
  outboxSummary,
  pendingCount,
  retry,
  type StoredOutboxEntry,
  unsentCount,
} from '../../../src/offline/outbox';
import { createSyncEngine } from '../../../src/offline/syncEngine';
import { answerInput, answerRequest, fakeClock, fakeServer, newTestDb, settle } from './harness';

let db: OfflineDb;

afterEach(async () => {
  db?.close();
});

async function entries(): Promise<StoredOutboxEntry[]> {
  return (await db.outbox.orderBy('seq').toArray()) as StoredOutboxEntry[];
}

describe('enqueue', () => {
  it('coalesces three edits of one answer into one request with the last value, in its first position', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const first = await enqueue(db, answerInput(7, 1, 'a'), clock.now());
    await enqueue(db, answerInput(7, 2, 'other question'), clock.now());
    clock.advance(10);
    const second = await enqueue(db, answerInput(7, 1, 'ab'), clock.now());
    const third = await enqueue(db, answerInput(7, 1, 'abc'), clock.now());

    expect(second).toBe(first);
    expect(third).toBe(first);
    const queued = await entries();
    expect(queued.map((e) => e.key)).toEqual(['answer:7:1', 'answer:7:2']);
    expect(queued[0]?.request).toEqual(answerRequest(7, 1, 'abc'));

    const server = fakeServer();
    await createSyncEngine({ db, send: server.send, now: clock.now }).drain();
    expect(server.calls).toEqual([answerRequest(7, 1, 'abc'), answerRequest(7, 2, 'other question')]);
    expect(await pendingCount(db)).toBe(0);
  });

  it('never changes an entry in flight: a new value gets its own entry, and both are sent in order', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const engine = createSyncEngine({ db, send: server.send, now: clock.now });
    await enqueue(db, answerInput(7, 1, 'old'), clock.now());
    server.hold();
    const drained = engine.drain();
    while (server.calls.length === 0) await settle(1);

    const seq = await enqueue(db, answerInput(7, 1, 'new'), clock.now());
    const queued = await entries();
    expect(queued.map((e) => [e.state, e.request])).toEqual([
      ['sending', answerRequest(7, 1, 'old')],
      ['pending', answerRequest(7, 1, 'new')],
    ]);
    expect(queued[1]?.seq).toBe(seq);
    // A third value coalesces into the waiting entry, not into the one in flight.
    await enqueue(db, answerInput(7, 1, 'newest'), clock.now());
    expect((await entries()).map((e) => e.request)).toEqual([
      answerRequest(7, 1, 'old'),
      answerRequest(7, 1, 'newest'),
    ]);

    server.release();
    await drained;
    await engine.idle();
    expect(server.calls).toEqual([answerRequest(7, 1, 'old'), answerRequest(7, 1, 'newest')]);
    expect(server.state.get('auditor/question/1/answer#7')).toEqual(answerRequest(7, 1, 'newest').body);
  });

  it('turns a refused entry back into a pending one when the auditor changes the value', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    server.plan({ status: 400, body: { non_field_errors: ['Comment is required.'] } });
    await enqueue(db, answerInput(7, 1, 'x'), clock.now());
    await createSyncEngine({ db, send: server.send, now: clock.now }).drain();
    expect((await entries())[0]?.state).toBe('attention');

    await enqueue(db, answerInput(7, 1, 'fixed'), clock.now());
    const [entry] = await entries();
    expect(entry).toMatchObject({ state: 'pending', attempts: 0, request: answerRequest(7, 1, 'fixed') });
    expect(entry?.lastError).toBeUndefined();
  });
});

describe('outbox queries and actions', () => {
  it('counts pending entries per audit store', async () => {
    db = newTestDb();
    await enqueue(db, answerInput(7, 1, 'a'));
    await enqueue(db, answerInput(7, 2, 'b'));
    await enqueue(db, answerInput(8, 1, 'c'));
    expect(await pendingCount(db)).toBe(3);
    expect(await pendingCount(db, 7)).toBe(2);
    expect(await pendingCount(db, 9)).toBe(0);
  });

  it('lists refused entries, retries one with a fresh start and discards another', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const engine = createSyncEngine({ db, send: server.send, now: clock.now });
    server.plan({ status: 400, body: { non_field_errors: ['Answer is not allowed.'] } }, 'ok', {
      status: 422,
      body: { answer_comment: ['This field may not be blank.'] },
    });
    await enqueue(db, answerInput(7, 1, 'a'), clock.now());
    await enqueue(db, answerInput(7, 2, 'b'), clock.now());
    await enqueue(db, answerInput(7, 3, 'c'), clock.now());
    await engine.drain();

    const refused = await attentionEntries(db);
    expect(refused.map((e) => [e.key, e.lastError])).toEqual([
      ['answer:7:1', { status: 400, message: 'Answer is not allowed.' }],
      ['answer:7:3', { status: 422, message: 'This field may not be blank.' }],
    ]);
    const [first, third] = refused as [StoredOutboxEntry, StoredOutboxEntry];

    expect(await retry(db, first.seq, clock.now())).toBe(true);
    expect(await db.outbox.get(first.seq)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await discard(db, third.seq)).toBe(true);
    await engine.drain();

    expect(server.sentPaths()).toEqual([
      'auditor/question/1/answer',
      'auditor/question/2/answer',
      'auditor/question/3/answer',
      'auditor/question/1/answer',
    ]);
    expect(await pendingCount(db)).toBe(0);
    expect(await retry(db, third.seq)).toBe(false);
  });

  it('neither retries nor discards an entry in flight', async () => {
    db = newTestDb();
    const seq = await db.outbox.add({
      key: 'answer:7:1',
      auditStoreId: 7,
      request: answerRequest(7, 1, 'a'),
      state: 'sending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      sendingSince: Date.now(),
    });
    expect(await retry(db, seq)).toBe(false);
    expect(await discard(db, seq)).toBe(false);
    expect(await db.outbox.get(seq)).toMatchObject({ state: 'sending' });
  });
});

describe('outbox counts for the sync indicator', () => {
  it('counts one report’s waiting and refused entries, and the unsent ones of all reports', async () => {
    db = newTestDb();
    await enqueue(db, answerInput(7, 1, 'a'));
    await enqueue(db, answerInput(7, 2, 'b'));
    const refused = await enqueue(db, answerInput(7, 3, 'c'));
    await enqueue(db, answerInput(8, 1, 'other report'));
    const refusedOther = await enqueue(db, answerInput(8, 2, 'other report, refused'));
    for (const seq of [refused, refusedOther]) await db.outbox.update(seq, { state: 'attention' });

    expect(await outboxSummary(db, 7)).toEqual({ waiting: 2, attention: 1 });
    expect(await outboxSummary(db, 8)).toEqual({ waiting: 1, attention: 1 });
    expect(await outboxSummary(db, 9)).toEqual({ waiting: 0, attention: 0 });
    expect(await unsentCount(db)).toBe(3);
  });
});
